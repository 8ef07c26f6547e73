#!/usr/bin/env python3
"""Writes the PNG samples for lib/image tests with exact, predictable pixels.

Every sample is 5x3 pixels (9x9 for the interlaced ones, so all seven Adam7 passes
carry data) and sample c of pixel (x, y) is pattern(x, y, c, depth) below; png_test.ts
computes the same values. Rows cycle through the five filter types. Run from this folder:
python3 make_png.py
"""
import struct
import zlib


def pattern(x, y, c, depth):
    if depth == 16:
        return ((x * 3 + y * 5 + c * 7) * 4099 + 1) % 65536
    return (x * 3 + y * 5 + c * 7) % (1 << depth)


def alpha(x, y, depth):
    value = (x * 40 + y * 60 + 10) % 256
    return value * 257 if depth == 16 else value


CHANNELS = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}


def pixel(x, y, color_type, depth):
    colors = CHANNELS[color_type] - (1 if color_type in (4, 6) else 0)
    samples = [pattern(x, y, c, depth) for c in range(colors)]
    if color_type in (4, 6):
        samples.append(alpha(x, y, depth))
    return samples


def pack_row(samples, depth):
    if depth == 8:
        return bytes(samples)
    if depth == 16:
        return b"".join(struct.pack(">H", s) for s in samples)
    out, acc, bits = bytearray(), 0, 0
    for s in samples:
        acc = (acc << depth) | s
        bits += depth
        if bits == 8:
            out.append(acc)
            acc, bits = 0, 0
    if bits:
        out.append(acc << (8 - bits))
    return bytes(out)


def paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    if pa <= pb and pa <= pc:
        return a
    return b if pb <= pc else c


def filter_rows(rows, bpp):
    out = bytearray()
    prev = bytes(len(rows[0])) if rows else b""
    for y, row in enumerate(rows):
        kind = y % 5
        out.append(kind)
        for i, value in enumerate(row):
            a = row[i - bpp] if i >= bpp else 0
            b = prev[i]
            c = prev[i - bpp] if i >= bpp else 0
            predicted = [0, a, b, (a + b) // 2, paeth(a, b, c)][kind]
            out.append((value - predicted) & 0xFF)
        prev = row
    return bytes(out)


PASSES = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]


def image_data(width, height, color_type, depth, interlaced):
    bpp = max(1, CHANNELS[color_type] * depth // 8)
    def rows_of(xs, ys):
        return [pack_row([s for x in xs for s in pixel(x, y, color_type, depth)], depth) for y in ys]
    if not interlaced:
        return filter_rows(rows_of(range(width), range(height)), bpp)
    data = b""
    for x0, y0, dx, dy in PASSES:
        xs, ys = list(range(x0, width, dx)), list(range(y0, height, dy))
        if xs and ys:
            data += filter_rows(rows_of(xs, ys), bpp)
    return data


def chunk(kind, body):
    crc = zlib.crc32(kind + body) & 0xFFFFFFFF
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", crc)


def write(name, color_type, depth, interlaced=False, size=(5, 3), plte=None, trns=None):
    width, height = size
    ihdr = struct.pack(">IIBBBBB", width, height, depth, color_type, 0, 0, 1 if interlaced else 0)
    body = chunk(b"IHDR", ihdr)
    if plte is not None:
        body += chunk(b"PLTE", plte)
    if trns is not None:
        body += chunk(b"tRNS", trns)
    data = zlib.compress(image_data(width, height, color_type, depth, interlaced), 9)
    # Two IDAT chunks: decoders must join them.
    half = len(data) // 2
    body += chunk(b"IDAT", data[:half]) + chunk(b"IDAT", data[half:]) + chunk(b"IEND", b"")
    with open(name, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + body)


def palette(depth):
    """Entry i is (i*16+5, 255 - i*8, i*3) for the entries the depth can index (up to 16)."""
    count = min(1 << depth, 16)
    return bytes(v % 256 for i in range(count) for v in (i * 16 + 5, 255 - i * 8, i * 3))


for depth in (1, 2, 4, 8, 16):
    write(f"gray{depth}.png", 0, depth)
for depth in (8, 16):
    write(f"rgb{depth}.png", 2, depth)
    write(f"graya{depth}.png", 4, depth)
    write(f"rgba{depth}.png", 6, depth)
for depth in (1, 2, 4):
    write(f"palette{depth}.png", 3, depth, plte=palette(depth))
# Depth 8 indexes past the 16-entry palette: those indices are black.
write("palette8.png", 3, 8, plte=palette(8))
write("palette4_trns.png", 3, 4, plte=palette(4), trns=bytes([0, 128, 255, 64]))
write("gray8_trns.png", 0, 8, trns=struct.pack(">H", pattern(1, 0, 0, 8)))
write("rgb16_trns.png", 2, 16, trns=b"".join(struct.pack(">H", pattern(2, 1, c, 16)) for c in range(3)))
write("gray2_adam7.png", 0, 2, interlaced=True, size=(9, 9))
write("rgb16_adam7.png", 2, 16, interlaced=True, size=(9, 9))
write("rgba8_adam7.png", 6, 8, interlaced=True, size=(9, 9))
write("palette4_trns_adam7.png", 3, 4, interlaced=True, size=(9, 9), plte=palette(4), trns=bytes([0, 128]))
