// Package imagefile reads the image files of a game folder with a bound on their
// size: the width and height come from the file's header first
// (image.DecodeConfig), and a file larger than MaxSide on a side is refused
// before any pixel is decoded. Package rendering reads sizes with it; the
// drawing backend (rendering/ebitenview) decodes pixels with it. It imports no
// graphics library.
//
// Decisions:
//
//   - Formats are those registered with image.RegisterFormat in the build. Griff
//     registers PNG, JPEG and GIF (this package imports image/png, image/jpeg and
//     image/gif); a file of any other format is refused with image.ErrFormat
//     without being read further than its first bytes.
//   - MaxSide is 4,096 pixels: the texture size every GPU Ebitengine runs on
//     supports, and the largest image the backend loads. A file declaring more,
//     on either side, is refused with ErrTooBig after reading only its header (a
//     PNG's first 33 bytes; a JPEG's markers up to its frame header; a GIF's
//     first 13 bytes), so a small file declaring a huge image (a decompression
//     bomb: a 1.6 MB PNG of 20,000×20,000 pixels decodes to 1.6 GB) costs a few
//     kilobytes. A file declaring 0 pixels on a side is refused with ErrEmpty.
//   - Decoding an image that passed is bounded by its declared size: the PNG,
//     JPEG and GIF decoders allocate for the size in the header (the PNG and
//     GIF decoders refuse frames larger than it, the JPEG decoder refuses a second
//     frame header). Measured at MaxSide×MaxSide (16 Mi pixels): a 16-bit PNG
//     takes 128 MiB (8 bytes a pixel), a baseline JPEG 24 MiB, a GIF 16 MiB; the
//     worst case, a progressive CMYK JPEG, keeps 4 bytes of coefficients a pixel
//     for each of its 4 components besides its pixels, about 20 bytes a pixel,
//     320 MiB. Decode checks the decoded bounds against the header all the same.
//   - A file's length is not bounded: data after an image, or chunks the decoder
//     skips, are read and dropped, never kept.
package imagefile
