package ebitenview

import "image"

// premultiplied returns img with its colours premultiplied by alpha, as the
// *image.RGBA that ebiten.NewImageFromImage uploads as it is, when img is an
// *image.NRGBA whose pixels fill its Pix exactly (what image/png returns for
// a picture with an alpha channel): its bytes are premultiplied in place, so
// img must not be used after. Any other image is returned as it is.
//
// Where it comes from: NewImageFromImage converts any image but an
// *image.RGBA with draw.Draw into a new buffer, and draw's NRGBA-to-RGBA
// loop costs about 60 instructions a pixel (three divisions by 0xff each):
// 5.6M instructions of griff-window --frames 1 --window with the built-in
// game's pictures (about 95k pixels, cachegrind, 2026-12-05). Most pixels of
// a sprite are opaque or clear, which need no arithmetic; the others get
// draw's own arithmetic (a*0x101, c*that/0xff, the top byte), so the bytes
// uploaded are the same.
func premultiplied(img image.Image) image.Image {
	n, ok := img.(*image.NRGBA)
	if !ok {
		return img
	}
	w, h := n.Rect.Dx(), n.Rect.Dy()
	if n.Stride != 4*w || len(n.Pix) != 4*w*h {
		return img
	}
	premultiplyNRGBA(n.Pix)
	return &image.RGBA{Pix: n.Pix, Stride: n.Stride, Rect: n.Rect}
}

// premultiplyNRGBA premultiplies pix, non-premultiplied RGBA bytes, in place,
// as image/draw's drawNRGBASrc does.
func premultiplyNRGBA(pix []byte) {
	for i := 3; i < len(pix); i += 4 {
		a := pix[i]
		if a == 0xff {
			continue
		}
		p := pix[i-3 : i : i]
		if a == 0 {
			p[0], p[1], p[2] = 0, 0, 0
			continue
		}
		a16 := uint32(a) * 0x101
		p[0] = uint8(uint32(p[0]) * a16 / 0xff >> 8)
		p[1] = uint8(uint32(p[1]) * a16 / 0xff >> 8)
		p[2] = uint8(uint32(p[2]) * a16 / 0xff >> 8)
	}
}
