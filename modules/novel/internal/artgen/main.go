// Command artgen draws the pictures of the "novel" template: two
// backgrounds (bg_park.png, bg_room.png, 480×270) and two characters with two
// expressions each (aki_happy.png, aki_sad.png, ren_calm.png, ren_angry.png,
// 96×160, feet at the bottom middle), and writes its music (lanterns.wav, a
// 3.5 s loop). They are made here, in code, so the template ships no picture
// or sound made elsewhere; TestPictures and TestMusic check the files hold
// what it makes. Run it with go generate in modules/novel.
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

// pictures returns every picture by file name.
func pictures() map[string]*image.NRGBA {
	return map[string]*image.NRGBA{
		"bg_park.png":   park(),
		"bg_room.png":   room(),
		"aki_happy.png": figure(akiLook, true),
		"aki_sad.png":   figure(akiLook, false),
		"ren_calm.png":  figure(renLook, true),
		"ren_angry.png": figure(renLook, false),
	}
}

// look is a character's colours.
type look struct{ hair, coat, skin color.NRGBA }

var (
	akiLook = look{hair: rgb(0xc0, 0x40, 0x70), coat: rgb(0xf0, 0xa0, 0xc0), skin: rgb(0xf8, 0xd8, 0xc0)}
	renLook = look{hair: rgb(0x30, 0x40, 0x80), coat: rgb(0x60, 0x90, 0xd0), skin: rgb(0xe8, 0xc8, 0xa8)}
	ink     = rgb(0x20, 0x18, 0x28)
)

func rgb(r, g, b uint8) color.NRGBA { return color.NRGBA{r, g, b, 0xff} }

// fill paints the rectangle r of img in c.
func fill(img *image.NRGBA, r image.Rectangle, c color.NRGBA) {
	r = r.Intersect(img.Bounds())
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			img.SetNRGBA(x, y, c)
		}
	}
}

// disc paints a filled circle (integer test: x²+y² <= r²).
func disc(img *image.NRGBA, cx, cy, r int, c color.NRGBA) {
	for y := -r; y <= r; y++ {
		for x := -r; x <= r; x++ {
			if x*x+y*y <= r*r {
				img.SetNRGBA(cx+x, cy+y, c)
			}
		}
	}
}

// gradient fills rows y0..y1 blending from a to b.
func gradient(img *image.NRGBA, y0, y1 int, a, b color.NRGBA) {
	for y := y0; y < y1; y++ {
		t := (y - y0) * 255 / max(y1-y0-1, 1)
		mix := func(p, q uint8) uint8 { return uint8((int(p)*(255-t) + int(q)*t) / 255) }
		fill(img, image.Rect(0, y, img.Bounds().Dx(), y+1), rgb(mix(a.R, b.R), mix(a.G, b.G), mix(a.B, b.B)))
	}
}

// park is a sky, hills, a path and two trees.
func park() *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, 480, 270))
	gradient(img, 0, 170, rgb(0x70, 0xb8, 0xf0), rgb(0xd0, 0xec, 0xff))
	gradient(img, 170, 270, rgb(0x68, 0xb0, 0x50), rgb(0x38, 0x80, 0x30))
	for x := 0; x < 480; x++ { // hills
		h := 150 + (x*x/97)%23
		fill(img, image.Rect(x, h, x+1, 172), rgb(0x58, 0xa0, 0x48))
	}
	fill(img, image.Rect(200, 170, 280, 270), rgb(0xd8, 0xc0, 0x90)) // path
	for _, tx := range []int{70, 400} {
		fill(img, image.Rect(tx-6, 110, tx+6, 190), rgb(0x70, 0x48, 0x28))
		disc(img, tx, 100, 38, rgb(0x30, 0x78, 0x38))
	}
	disc(img, 420, 40, 18, rgb(0xff, 0xf0, 0xa0)) // sun
	return img
}

// room is a wall, a window with night outside, a floor and a shelf.
func room() *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, 480, 270))
	gradient(img, 0, 200, rgb(0xe8, 0xd8, 0xb8), rgb(0xc8, 0xb0, 0x90))
	gradient(img, 200, 270, rgb(0x90, 0x60, 0x40), rgb(0x60, 0x40, 0x28))
	fill(img, image.Rect(300, 40, 420, 140), rgb(0x50, 0x38, 0x28))
	fill(img, image.Rect(306, 46, 414, 134), rgb(0x20, 0x28, 0x58))
	fill(img, image.Rect(358, 46, 362, 134), rgb(0x50, 0x38, 0x28))
	disc(img, 390, 70, 10, rgb(0xf0, 0xf0, 0xd0)) // moon
	fill(img, image.Rect(40, 90, 180, 98), rgb(0x70, 0x48, 0x28))
	for i, c := range []color.NRGBA{rgb(0xc0, 0x40, 0x40), rgb(0x40, 0x80, 0xc0), rgb(0x60, 0xa0, 0x50)} {
		fill(img, image.Rect(50+i*22, 60, 66+i*22, 90), c)
	}
	return img
}

// figure is a character from the waist up: body, head, hair, eyes and a
// mouth that smiles (happy) or not.
func figure(l look, happy bool) *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, 96, 160))
	fill(img, image.Rect(18, 90, 78, 160), l.coat) // body
	fill(img, image.Rect(40, 76, 56, 92), l.skin)  // neck
	disc(img, 48, 50, 30, l.hair)                  // hair
	disc(img, 48, 56, 25, l.skin)                  // face
	fill(img, image.Rect(22, 24, 74, 38), l.hair)  // fringe
	fill(img, image.Rect(36, 50, 42, 58), ink)     // eyes
	fill(img, image.Rect(54, 50, 60, 58), ink)
	if happy {
		fill(img, image.Rect(40, 66, 56, 69), ink)
		fill(img, image.Rect(38, 63, 41, 66), ink)
		fill(img, image.Rect(55, 63, 58, 66), ink)
	} else {
		fill(img, image.Rect(40, 68, 56, 71), ink)
		fill(img, image.Rect(38, 71, 41, 74), ink)
		fill(img, image.Rect(55, 71, 58, 74), ink)
		fill(img, image.Rect(34, 44, 44, 47), ink) // brows
		fill(img, image.Rect(52, 44, 62, 47), ink)
	}
	return img
}

func main() {
	out := flag.String("out", ".", "folder to write the pictures into")
	flag.Parse()
	for name, img := range pictures() {
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
	if err := os.WriteFile(filepath.Join(*out, "lanterns.wav"), lanterns(), 0o644); err != nil {
		fmt.Fprintln(os.Stderr, "artgen:", err)
		os.Exit(1)
	}
}
