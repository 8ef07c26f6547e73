/*
 * Writes cmyk.jpg: a 16x16 CMYK JPEG stored without colour transform (Adobe APP14
 * transform 0), with samples inverted as Adobe applications store them (255 = no ink).
 * Quadrants: red, green, blue, white. ImageMagick writes CMYK only as YCCK, hence this.
 * Build and run from this folder: gcc make_cmyk_jpeg.c -ljpeg -o /tmp/make_cmyk_jpeg && /tmp/make_cmyk_jpeg
 */
#include <stdio.h>
#include <jpeglib.h>

int main(void) {
  /* CMYK ink (0-255) per quadrant: red, green, blue, white. */
  static const unsigned char ink[4][4] = {
    {0, 255, 255, 0}, {255, 0, 255, 0}, {255, 255, 0, 0}, {0, 0, 0, 0}};
  struct jpeg_compress_struct cinfo;
  struct jpeg_error_mgr jerr;
  FILE *out = fopen("cmyk.jpg", "wb");
  if (!out) return 1;
  cinfo.err = jpeg_std_error(&jerr);
  jpeg_create_compress(&cinfo);
  jpeg_stdio_dest(&cinfo, out);
  cinfo.image_width = 16;
  cinfo.image_height = 16;
  cinfo.input_components = 4;
  cinfo.in_color_space = JCS_CMYK;
  jpeg_set_defaults(&cinfo);
  jpeg_set_colorspace(&cinfo, JCS_CMYK);
  jpeg_set_quality(&cinfo, 90, TRUE);
  jpeg_start_compress(&cinfo, TRUE);
  unsigned char row[16 * 4];
  while (cinfo.next_scanline < 16) {
    int y = cinfo.next_scanline;
    for (int x = 0; x < 16; x++) {
      int q = (y >= 8) * 2 + (x >= 8);
      for (int c = 0; c < 4; c++) row[x * 4 + c] = 255 - ink[q][c];
    }
    JSAMPROW rows[1] = {row};
    jpeg_write_scanlines(&cinfo, rows, 1);
  }
  jpeg_finish_compress(&cinfo);
  jpeg_destroy_compress(&cinfo);
  fclose(out);
  return 0;
}
