// Command artgen draws the pictures of the cards module's template:
// template/assets/cards.png, four 110×150 card frames in a row (attack,
// skill, power, then the card back, the order of the cards package's card
// kinds), and template/assets/fighters.png, eight 96×96 fighters in a row
// (the hero, then seven enemies; a Fighter's look is its column). They are
// drawn here, in code, so the template ships no picture made elsewhere;
// TestPictures checks the files hold what it draws. Run it with go generate
// in modules/cards.
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
	"math"
	"os"
	"path/filepath"
)

// The sizes of a card frame and a fighter, in pixels, and how many of each.
const (
	cardW, cardH = 110, 150
	frames       = 4
	box          = 96
	looks        = 8
)

func hex(v uint32) color.NRGBA {
	return color.NRGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 0xff}
}

// frameColours are each frame's edge and fill: attack, skill, power, back.
var frameColours = [frames][2]color.NRGBA{
	{hex(0x8c2f2f), hex(0x3a1f24)}, {hex(0x2f7a48), hex(0x1d2e26)}, {hex(0x3d5fa8), hex(0x1c2238)}, {hex(0x6b4fa0), hex(0x2a2040)},
}

// cards returns the card sheet.
func cards() *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, cardW*frames, cardH))
	for f := range frames {
		edge, fill := frameColours[f][0], frameColours[f][1]
		for y := range cardH {
			for x := range cardW {
				c, in := cardPixel(f, x, y, edge, fill)
				if in {
					img.SetNRGBA(f*cardW+x, y, c)
				}
			}
		}
	}
	return img
}

// cardPixel is the colour of frame f at (x, y), and whether it is inside
// the card's rounded corners.
func cardPixel(f, x, y int, edge, fill color.NRGBA) (color.NRGBA, bool) {
	const r = 8
	cx, cy := min(max(x, r), cardW-1-r), min(max(y, r), cardH-1-r)
	dx, dy := float64(x-cx), float64(y-cy)
	if float64(dx*dx)+float64(dy*dy) > r*r {
		return color.NRGBA{}, false
	}
	inner := x >= 4 && y >= 4 && x < cardW-4 && y < cardH-4
	switch {
	case !inner:
		return edge, true
	case f == frames-1: // the back: a lattice
		if (x+y)%14 < 2 || (x-y+280)%14 < 2 {
			return edge, true
		}
		return fill, true
	case y >= 26 && y < 28: // under the name
		return edge, true
	case x < 26 && y < 26: // the cost's gem
		gx, gy := float64(x-13), float64(y-13)
		if float64(gx*gx)+float64(gy*gy) <= 81 {
			return hex(0x54402a), true
		}
	}
	shade := uint8(min(y/10, 10))
	return color.NRGBA{fill.R + shade, fill.G + shade, fill.B + shade, 0xff}, true
}

// lookColours are each fighter's body and trim colours.
var lookColours = [looks][2]color.NRGBA{
	{hex(0x6cc4f0), hex(0xd8e4f0)}, {hex(0x5ad17a), hex(0x2f7a48)}, {hex(0xb05ad1), hex(0x5e2f7a)}, {hex(0x9aa0a8), hex(0x4a4e58)},
	{hex(0xe0524f), hex(0x7a2f2f)}, {hex(0xf2c94c), hex(0x8a6a1e)}, {hex(0x4fd1c5), hex(0x2a6a64)}, {hex(0xf08a4c), hex(0x7a3f1e)},
}

// fighters returns the fighter sheet: each a body (a slime's dome, a
// robed figure, a round golem ...) with eyes, standing on the box's bottom.
func fighters() *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, box*looks, box))
	for l := range looks {
		body, trim := lookColours[l][0], lookColours[l][1]
		for y := range box {
			for x := range box {
				if c, ok := fighterPixel(l, float64(x)+0.5, float64(y)+0.5, body, trim); ok {
					img.SetNRGBA(l*box+x, y, c)
				}
			}
		}
	}
	return img
}

// fighterPixel is look l's colour at (x, y), if it covers it.
func fighterPixel(l int, x, y float64, body, trim color.NRGBA) (color.NRGBA, bool) {
	dark := hex(0x101018)
	white := hex(0xffffff)
	eyeY := 44.0 + float64(l%3*4)
	for _, ex := range []float64{38, 58} {
		if d := math.Hypot(x-ex, y-eyeY); d < 6 {
			if d < 3 {
				return dark, true
			}
			return white, true
		}
	}
	var in bool
	switch l % 4 {
	case 0: // a figure: head and shoulders
		in = math.Hypot(x-48, y-44) < 20 || (y > 62 && y < 96 && math.Abs(x-48) < 14+float64((y-62)*0.6))
	case 1: // a dome
		in = y > 30 && y < 96 && math.Hypot((x-48)/40, (y-96)/62) < 1
	case 2: // a robe
		in = y > 20 && y < 96 && math.Abs(x-48) < 10+float64((y-20)*0.4)
	case 3: // a golem
		in = math.Hypot(x-48, y-60) < 34
	}
	if !in {
		return color.NRGBA{}, false
	}
	if int(y)%12 < 2 || int(x+y)%23 == 0 {
		return trim, true
	}
	return body, true
}

func main() {
	out := flag.String("out", "template/assets", "the folder the pictures are written to")
	flag.Parse()
	for name, img := range map[string]image.Image{"cards.png": cards(), "fighters.png": fighters()} {
		var b bytes.Buffer
		if err := png.Encode(&b, img); err != nil {
			fmt.Fprintln(os.Stderr, "artgen:", err)
			os.Exit(1)
		}
		if err := os.WriteFile(filepath.Join(*out, name), b.Bytes(), 0o644); err != nil {
			fmt.Fprintln(os.Stderr, "artgen:", err)
			os.Exit(1)
		}
	}
}
