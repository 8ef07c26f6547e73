#!/bin/sh
# Writes the JPEG and GIF samples for lib/image tests with ImageMagick 6 and exiftool
# (Debian: imagemagick, libimage-exiftool-perl); cmyk.jpg comes from make_cmyk_jpeg.c.
# Run from this folder: sh make_jpeg_gif.sh
set -e
C=/usr/bin/convert
# 16x16 quadrants: red, lime / blue, white.
$C -size 8x8 xc:red -size 8x8 xc:lime +append \
  \( -size 8x8 xc:blue -size 8x8 xc:white +append \) -append quadrants.ppm
$C quadrants.ppm -quality 90 -strip rgb.jpg
$C quadrants.ppm -quality 90 -strip -interlace JPEG progressive.jpg
$C quadrants.ppm -colorspace Gray -quality 90 -strip gray.jpg
# libjpeg stores CMYK input as YCCK (Adobe transform 2) unless told otherwise.
$C quadrants.ppm -colorspace CMYK -quality 90 -strip ycck.jpg
# 16x8: red left half, lime top right, blue bottom right; tagged with each EXIF
# orientation (5–8 lie on their side).
$C -size 8x8 xc:red \( -size 8x4 xc:lime -size 8x4 xc:blue -append \) +append -quality 90 \
  -strip wide.jpg
for o in 1 2 3 4 5 6 7 8; do
  cp wide.jpg orientation$o.jpg
  exiftool -q -overwrite_original -n -Orientation=$o orientation$o.jpg
done
rm wide.jpg quadrants.ppm
# 300 dpi in JFIF and in EXIF: Chromium's intrinsic size ignores both.
$C -size 8x4 xc:red -quality 90 -strip -density 300 -units PixelsPerInch density.jpg
exiftool -q -overwrite_original -n -XResolution=300 -YResolution=300 -ResolutionUnit=2 density.jpg
# GIF: red with one transparent pixel at (1, 1); a 4x3 frame at (3, 2) on a 10x8 screen;
# an interlaced 9x9 gradient of 9 colours; two frames of which only the first (red) shows.
$C -size 6x4 xc:red -fill blue -draw "point 1,1" -transparent blue transparent.gif
$C -size 4x3 xc:lime -repage 10x8+3+2 offset.gif
$C -size 9x9 gradient:black-white -colors 9 -interlace GIF interlaced.gif
$C -size 3x2 xc:red -size 3x2 xc:blue -loop 0 animated.gif
# Random noise in 256 colours exercises LZW codes up to 12 bits; noise.rgb holds its pixels
# as ImageMagick decodes them.
$C -size 64x64 xc: +noise Random -colors 256 +dither noise.gif
$C noise.gif -depth 8 rgb:noise.rgb
# WebP (lossless with alpha, lossy) and AVIF from the PNG samples.
$C rgba8.png -define webp:lossless=true rgba8_lossless.webp
$C rgb8.png -quality 90 rgb8_lossy.webp
$C rgb8.png rgb8.avif
