// Command artgen draws the pictures of the "blocks" template, so the template
// ships no picture made elsewhere: block.png, one 12×12 block in greys that
// the module tints with each piece's colour (a light bevel on the top and
// left, a dark one on the bottom and right, a one-texel gap on the right and
// bottom so neighbours stay apart), and panel.png, a 24×24 menu panel for a
// 9-slice with 6-texel edges. TestPictures checks the files hold what it
// draws. Run it with go generate in modules/blocks.
//
// Usage:
//
//	artgen -out template/assets
package main

import (
	"bytes"
	"flag"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
)

// BlockSize is the side of block.png in texels, the module's default cell size.
const BlockSize = 12

// block returns block.png's picture.
func block() *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, BlockSize, BlockSize))
	last := BlockSize - 2 // the last texel drawn; the row and column after are the gap
	for y := 0; y <= last; y++ {
		for x := 0; x <= last; x++ {
			v := uint8(0xd8) // the face
			switch {
			case x == 0 || y == 0:
				v = 0xff // the lit edges
			case x == last || y == last:
				v = 0x88 // the shaded edges
			case x == 1 || y == 1:
				v = 0xee
			case x == last-1 || y == last-1:
				v = 0xb0
			}
			img.SetNRGBA(x, y, color.NRGBA{v, v, v, 0xff})
		}
	}
	return img
}

// panel returns panel.png's picture: a dark blue-grey box with a light
// two-texel border and a darker inner line.
func panel() *image.NRGBA {
	const n = 24
	img := image.NewNRGBA(image.Rect(0, 0, n, n))
	for y := range n {
		for x := range n {
			d := min(x, y, n-1-x, n-1-y) // distance to the nearest edge
			c := color.NRGBA{0x1a, 0x1c, 0x2c, 0xf0}
			switch {
			case d < 2:
				c = color.NRGBA{0xc8, 0xcc, 0xe8, 0xff}
			case d == 2:
				c = color.NRGBA{0x0c, 0x0d, 0x16, 0xff}
			}
			img.SetNRGBA(x, y, c)
		}
	}
	return img
}

// pictures are the files artgen writes, by name.
var pictures = []struct {
	name string
	draw func() *image.NRGBA
}{{"block.png", block}, {"panel.png", panel}}

func main() {
	out := flag.String("out", ".", "folder to write the pictures into")
	flag.Parse()
	for _, p := range pictures {
		var b bytes.Buffer
		if err := png.Encode(&b, p.draw()); err != nil {
			fmt.Fprintln(os.Stderr, "artgen:", err)
			os.Exit(1)
		}
		if err := os.WriteFile(filepath.Join(*out, p.name), b.Bytes(), 0o644); err != nil {
			fmt.Fprintln(os.Stderr, "artgen:", err)
			os.Exit(1)
		}
	}
}
