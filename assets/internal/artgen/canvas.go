package main

import (
	"image"
	"image/color"
	"math"
)

// canvas is an image being drawn: straight (non-premultiplied) RGBA pixels.
type canvas struct {
	*image.NRGBA
}

func newCanvas(w, h int) canvas {
	return canvas{image.NewNRGBA(image.Rect(0, 0, w, h))}
}

// set paints pixel (x, y); points outside the canvas are ignored.
func (c canvas) set(x, y int, col color.NRGBA) {
	if image.Pt(x, y).In(c.Rect) {
		c.SetNRGBA(x, y, col)
	}
}

// opaque reports whether pixel (x, y) is inside the canvas and painted.
func (c canvas) opaque(x, y int) bool {
	return image.Pt(x, y).In(c.Rect) && c.NRGBAAt(x, y).A != 0
}

// rect fills the w×h rectangle with its top-left corner at (x, y).
func (c canvas) rect(x, y, w, h int, col color.NRGBA) {
	for j := y; j < y+h; j++ {
		for i := x; i < x+w; i++ {
			c.set(i, j, col)
		}
	}
}

// ellipse fills the pixels whose centres lie inside the ellipse about (cx, cy)
// with radii rx, ry (pixels), calling shade for each to pick its colour; dx, dy
// are the pixel centre's offset from the centre as fractions of the radii.
func (c canvas) ellipse(cx, cy, rx, ry float64, shade func(dx, dy float64) color.NRGBA) {
	for y := int(math.Floor(cy - ry)); y <= int(math.Ceil(cy+ry)); y++ {
		for x := int(math.Floor(cx - rx)); x <= int(math.Ceil(cx+rx)); x++ {
			dx := (float64(x) + 0.5 - cx) / rx
			dy := (float64(y) + 0.5 - cy) / ry
			if dx*dx+dy*dy <= 1 {
				c.set(x, y, shade(dx, dy))
			}
		}
	}
}

// pattern paints rows of text at (x, y): each character is looked up in pal and
// '.' (or any character missing from pal) leaves the pixel as it is.
func (c canvas) pattern(x, y int, rows []string, pal map[byte]color.NRGBA) {
	for j, row := range rows {
		for i := 0; i < len(row); i++ {
			if col, ok := pal[row[i]]; ok {
				c.set(x+i, y+j, col)
			}
		}
	}
}

// outline paints col on every clear pixel of the cell (x, y, w, h) that touches
// a painted pixel of the same cell on one of its four sides: the dark edge
// around each figure.
func (c canvas) outline(x, y, w, h int, col color.NRGBA) {
	in := func(i, j int) bool { return i >= x && i < x+w && j >= y && j < y+h && c.opaque(i, j) }
	var edge []image.Point
	for j := y; j < y+h; j++ {
		for i := x; i < x+w; i++ {
			if !in(i, j) && (in(i-1, j) || in(i+1, j) || in(i, j-1) || in(i, j+1)) {
				edge = append(edge, image.Pt(i, j))
			}
		}
	}
	for _, p := range edge {
		c.set(p.X, p.Y, col)
	}
}

// hash returns a deterministic pseudo-random number in [0, 1) for integer
// coordinates and a salt: the texture noise of tiles (a 32-bit integer mix in
// the manner of Wang's hash, so the art needs no random stream).
func hash(x, y, salt int) float64 {
	h := uint32(x)*374761393 + uint32(y)*668265263 + uint32(salt)*2246822519
	h = (h ^ (h >> 13)) * 1274126177
	h ^= h >> 16
	return float64(h) / 4294967296
}

// rgb makes an opaque colour from a 0xRRGGBB number.
func rgb(v uint32) color.NRGBA {
	return color.NRGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 255}
}
