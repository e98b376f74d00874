// Command artgen draws the picture of the battles module's template:
// template/assets/fighters.png, eight 96×96 fighters in a row (three
// heroes, a knight, a mage and a cleric, then five enemies: a slime, a
// bat, a goblin, a golem and a drake; a fighter's look is its column).
// It is drawn here, in code, so the template ships no picture made
// elsewhere; TestPictures checks the file holds what it draws. Run it with
// go generate in modules/battles.
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

// The size of a fighter, in pixels, and how many there are.
const (
	box   = 96
	looks = 8
)

func hex(v uint32) color.NRGBA {
	return color.NRGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 0xff}
}

// lookColours are each fighter's body and trim colours.
var lookColours = [looks][2]color.NRGBA{
	{hex(0x9aa8c8), hex(0x3d5fa8)}, {hex(0x8a5ad1), hex(0xf2c94c)}, {hex(0xf4ecd8), hex(0x5fd068)},
	{hex(0x5ad17a), hex(0x2f7a48)}, {hex(0x6b4fa0), hex(0x2a2040)}, {hex(0x7aa84f), hex(0x4a5e2a)},
	{hex(0x9aa0a8), hex(0x4a4e58)}, {hex(0xe0524f), hex(0xf08a4c)},
}

// fighters returns the fighter sheet.
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
	dark, white := hex(0x101018), hex(0xffffff)
	eyeY := []float64{34, 34, 34, 70, 44, 46, 50, 40}[l]
	for _, ex := range []float64{40, 56} {
		if d := math.Hypot(x-ex, y-eyeY); d < 5 {
			if d < 2.5 {
				return dark, true
			}
			return white, true
		}
	}
	var in, edge bool
	switch l {
	case 0, 1, 2: // a hero: head, body; a helmet, a pointed hat or a hood
		head := math.Hypot(x-48, y-34) < 15
		cloak := y > 48 && y < 96 && math.Abs(x-48) < 12+float64((y-48)*0.35)
		in = head || cloak
		switch l {
		case 0:
			edge = (y < 28 && head) || (cloak && math.Abs(x-48) < 3) // helmet, a sword's line
		case 1:
			edge = y < 22 && y > 2 && math.Abs(x-48) < float64((y-2)*0.9)
			in = in || edge
		case 2:
			edge = cloak && (math.Abs(x-48) < 2 || math.Abs(y-66) < 2) // a cross
		}
	case 3: // a slime
		in = y > 52 && math.Hypot((x-48)/38, (y-96)/44) < 1
		edge = y > 52 && y < 60
	case 4: // a bat
		wing := math.Abs(y-44-float64(math.Abs(x-48)*0.25)) < 10 && math.Abs(x-48) < 44
		in = math.Hypot(x-48, y-46) < 14 || wing
		edge = wing && int(x)%12 < 2
	case 5: // a goblin: big ears
		in = math.Hypot(x-48, y-48) < 16 || (y > 62 && math.Abs(x-48) < 14) || (math.Abs(y-42) < 5 && math.Abs(x-48) < 30)
		edge = y > 62 && int(y)%10 < 2
	case 6: // a golem
		in = math.Hypot(x-48, y-62) < 32 || (math.Abs(x-48) < 16 && y > 30 && y < 60)
		edge = int(x+y)%19 == 0
	case 7: // a drake: a body, a neck and a crest
		in = math.Hypot((x-52)/30, (y-74)/20) < 1 || (math.Abs(x-38+float64((y-40)*0.3)) < 9 && y > 30 && y < 70) || math.Hypot(x-44, y-38) < 13
		edge = y < 30 && y > 18 && math.Abs(x-40) < 10 && int(x)%6 < 3
		in = in || edge
	}
	if !in {
		return color.NRGBA{}, false
	}
	if edge {
		return trim, true
	}
	shade := uint8(min(int(y)/12, 8))
	return color.NRGBA{body.R - min(body.R, shade*4), body.G - min(body.G, shade*4), body.B - min(body.B, shade*4), 0xff}, true
}

func main() {
	out := flag.String("out", "template/assets", "the folder the picture is written to")
	flag.Parse()
	var b bytes.Buffer
	if err := png.Encode(&b, fighters()); err != nil {
		fmt.Fprintln(os.Stderr, "artgen:", err)
		os.Exit(1)
	}
	if err := os.WriteFile(filepath.Join(*out, "fighters.png"), b.Bytes(), 0o644); err != nil {
		fmt.Fprintln(os.Stderr, "artgen:", err)
		os.Exit(1)
	}
}
