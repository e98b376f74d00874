// Command artgen draws the pictures of the adventure module's template:
// template/assets/hall.png and garden.png, the two rooms' backgrounds
// (960×470, the screen above the inventory bar), and
// template/assets/actors.png, the sheet of what stands in the rooms and
// is y-sorted with the hero (see the cell constants: the hero, the keeper,
// the plant and the pillar). They are drawn here, in code, so the template
// ships no picture made elsewhere; TestPictures checks the files hold what
// it draws. Run it with go generate in modules/adventure.
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

// The rooms' size, in pixels.
const roomW, roomH = 960, 470

// The cells of actors.png, each x, y, w, h in pixels; the scene's sprite
// regions name the same numbers.
var (
	cellHero   = image.Rect(0, 0, 48, 112)
	cellKeeper = image.Rect(48, 0, 112, 128)
	cellPlant  = image.Rect(112, 0, 192, 160)
	cellPillar = image.Rect(192, 0, 272, 392)
)

func hex(v uint32) color.NRGBA {
	return color.NRGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 0xff}
}

// fill paints r in c.
func fill(img *image.NRGBA, r image.Rectangle, c color.NRGBA) {
	r = r.Intersect(img.Bounds())
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			img.SetNRGBA(x, y, c)
		}
	}
}

// disc paints the disc of centre (cx, cy) and radius r in c.
func disc(img *image.NRGBA, cx, cy, r int, c color.NRGBA) {
	for y := cy - r; y <= cy+r; y++ {
		for x := cx - r; x <= cx+r; x++ {
			if (x-cx)*(x-cx)+(y-cy)*(y-cy) <= r*r && image.Pt(x, y).In(img.Bounds()) {
				img.SetNRGBA(x, y, c)
			}
		}
	}
}

// mix returns a blended towards b by t/n.
func mix(a, b color.NRGBA, t, n int) color.NRGBA {
	f := func(x, y uint8) uint8 { return uint8((int(x)*(n-t) + int(y)*t) / n) }
	return color.NRGBA{f(a.R, b.R), f(a.G, b.G), f(a.B, b.B), 0xff}
}

// hall draws the hall: a stone wall with a window and a door, a floor of
// boards, and the grate in it.
func hall() *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, roomW, roomH))
	stone, mortar := hex(0x3b2f4a), hex(0x2c2338)
	for y := range 340 {
		for x := range roomW {
			row := y / 28
			c := stone
			if y%28 < 2 || (x+row%2*30)%60 < 2 {
				c = mortar
			}
			img.SetNRGBA(x, y, mix(c, hex(0x1c1626), 340-y, 700))
		}
	}
	fill(img, image.Rect(0, 338, roomW, 348), hex(0x241b2c))
	for y := 348; y < roomH; y++ {
		w := 40 + (y-348)/3 // boards widen towards the front
		for x := range roomW {
			c := hex(0x5a4634)
			if (x+(y-348)/2)%w < 2 || y%18 == 0 {
				c = hex(0x46362a)
			}
			img.SetNRGBA(x, y, c)
		}
	}
	// The window, with a night sky and a moon.
	fill(img, image.Rect(262, 97, 398, 203), hex(0x6b5a3a))
	fill(img, image.Rect(270, 105, 390, 195), hex(0x1d2d55))
	disc(img, 350, 135, 14, hex(0xf0e8c0))
	fill(img, image.Rect(328, 105, 332, 195), hex(0x6b5a3a))
	fill(img, image.Rect(270, 148, 390, 152), hex(0x6b5a3a))
	// The door: planks, a frame, a keyhole.
	fill(img, image.Rect(94, 185, 206, 345), hex(0x4a2e16))
	for x := 102; x < 198; x++ {
		for y := 193; y < 343; y++ {
			c := hex(0x7a4a22)
			if (x-102)%24 < 2 {
				c = hex(0x5e3818)
			}
			img.SetNRGBA(x, y, c)
		}
	}
	fill(img, image.Rect(102, 220, 198, 226), hex(0x3a3a40))
	fill(img, image.Rect(102, 310, 198, 316), hex(0x3a3a40))
	disc(img, 180, 268, 6, hex(0xe0c060))
	fill(img, image.Rect(178, 276, 183, 286), hex(0x1a1410))
	// The grate in the floor, a coin glinting below.
	fill(img, image.Rect(340, 445, 420, 459), hex(0x141018))
	disc(img, 392, 452, 3, hex(0xd8a040))
	for x := 340; x < 420; x += 10 {
		fill(img, image.Rect(x, 445, x+3, 459), hex(0x6a6470))
	}
	return img
}

// garden draws the garden: a sky, hills, a lawn and a fountain.
func garden() *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, roomW, roomH))
	for y := range 350 {
		fill(img, image.Rect(0, y, roomW, y+1), mix(hex(0x4f90d0), hex(0xbfe0f0), y, 350))
	}
	disc(img, 800, 90, 40, hex(0xffd34d))
	for x := range roomW {
		d := x - 300
		h := 300 - (40000-min(d*d, 40000))/800 // a round hill
		fill(img, image.Rect(x, h, x+1, 350), hex(0x3f7a3a))
	}
	for y := 350; y < roomH; y++ {
		for x := range roomW {
			c := hex(0x4f9a45)
			if (x*7+y*13)%23 == 0 {
				c = hex(0x3f8a3a)
			}
			img.SetNRGBA(x, y, c)
		}
	}
	// The gate the hero came through.
	fill(img, image.Rect(100, 250, 200, 352), hex(0x5e3818))
	fill(img, image.Rect(110, 260, 190, 352), hex(0x2a2033))
	// The fountain.
	fill(img, image.Rect(450, 330, 590, 380), hex(0x9aa8c0))
	fill(img, image.Rect(460, 336, 580, 350), hex(0x5fa8e8))
	fill(img, image.Rect(512, 280, 528, 336), hex(0x9aa8c0))
	disc(img, 520, 276, 12, hex(0x5fa8e8))
	return img
}

// actors draws the sheet of the hero, the keeper, the plant and the pillar.
func actors() *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, cellPillar.Max.X, cellPillar.Max.Y))
	person(img, cellHero, hex(0xc04040), hex(0x3a3a66), hex(0x6a4020))
	person(img, cellKeeper, hex(0x4f7a3a), hex(0x2f3a2a), hex(0x9a9aa0))
	// The keeper's key on his belt.
	disc(img, cellKeeper.Min.X+44, cellKeeper.Min.Y+78, 4, hex(0xe0c060))
	p := cellPlant
	fill(img, image.Rect(p.Min.X+18, p.Max.Y-44, p.Max.X-18, p.Max.Y), hex(0x8a4a2a))
	fill(img, image.Rect(p.Min.X+14, p.Max.Y-48, p.Max.X-14, p.Max.Y-40), hex(0xa05a32))
	for i, l := range [][3]int{{40, 40, 28}, {24, 70, 22}, {56, 72, 22}, {40, 92, 24}} {
		disc(img, p.Min.X+l[0], p.Min.Y+l[1], l[2], mix(hex(0x2f6a3a), hex(0x4f9a45), i, 4))
	}
	q := cellPillar
	for y := q.Min.Y; y < q.Max.Y; y++ {
		for x := q.Min.X + 6; x < q.Max.X-6; x++ {
			c := mix(hex(0x9a90aa), hex(0x6a6080), x-q.Min.X, q.Dx())
			if (x-q.Min.X)%17 == 0 {
				c = hex(0x5a5070)
			}
			img.SetNRGBA(x, y, c)
		}
	}
	fill(img, image.Rect(q.Min.X, q.Max.Y-20, q.Max.X, q.Max.Y), hex(0x7a7090))
	fill(img, image.Rect(q.Min.X, q.Min.Y, q.Max.X, q.Min.Y+14), hex(0x7a7090))
	return img
}

// person draws a figure in cell r: legs, a coat, arms, a head with hair.
func person(img *image.NRGBA, r image.Rectangle, coat, legs, hair color.NRGBA) {
	skin := hex(0xf0c8a0)
	cx, w, h := r.Min.X+r.Dx()/2, r.Dx(), r.Dy()
	fill(img, image.Rect(cx-w/4, r.Max.Y-h*3/8, cx-2, r.Max.Y), legs)
	fill(img, image.Rect(cx+2, r.Max.Y-h*3/8, cx+w/4, r.Max.Y), legs)
	fill(img, image.Rect(cx-w/3, r.Min.Y+h*2/8, cx+w/3, r.Max.Y-h*3/8+4), coat)
	fill(img, image.Rect(cx-w/3-6, r.Min.Y+h*2/8+4, cx-w/3, r.Min.Y+h*5/8), mix(coat, hex(0), 1, 4))
	fill(img, image.Rect(cx+w/3, r.Min.Y+h*2/8+4, cx+w/3+6, r.Min.Y+h*5/8), mix(coat, hex(0), 1, 4))
	disc(img, cx, r.Min.Y+h/8+2, h/9, skin)
	fill(img, image.Rect(cx-h/9, r.Min.Y+2, cx+h/9+1, r.Min.Y+h/8-2), hair)
	img.SetNRGBA(cx+4, r.Min.Y+h/8+2, hex(0x202020))
}

func main() {
	out := flag.String("out", "template/assets", "the folder the pictures are written to")
	flag.Parse()
	for _, f := range []struct {
		name string
		img  image.Image
	}{{"hall.png", hall()}, {"garden.png", garden()}, {"actors.png", actors()}} {
		var b bytes.Buffer
		if err := png.Encode(&b, f.img); err != nil {
			fmt.Fprintln(os.Stderr, "artgen:", err)
			os.Exit(1)
		}
		if err := os.WriteFile(filepath.Join(*out, f.name), b.Bytes(), 0o644); err != nil {
			fmt.Fprintln(os.Stderr, "artgen:", err)
			os.Exit(1)
		}
	}
}
