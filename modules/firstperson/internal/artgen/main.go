// Command artgen draws the pictures of the firstperson module's template:
// template/assets/walls.png, eleven 64×64 textures in a row (grey brick,
// blue stone, wood panels, metal, a door, the red door, the blue door, the
// exit switch, a door's frame, the floor, the ceiling), things.png,
// thirteen 64×64 frames in a row (a guard standing, walking twice, aiming,
// shooting, in pain, dead; health, ammo, the red key, the blue key, a
// barrel, a lamp) and weapon.png, three 64×64 frames (the pistol, the
// pistol fired, the muzzle flash). They are drawn here, in code, so the
// template ships no picture made elsewhere; TestPictures checks the files
// hold what it draws. Run it with go generate in modules/firstperson.
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

// The size of a frame and how many of each picture.
const (
	size    = 64
	walls   = 11
	things  = 13
	weapons = 3
)

func rgb(v uint32) color.NRGBA { return color.NRGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 0xff} }

// scale darkens or lightens c by f percent.
func scale(c color.NRGBA, f int) color.NRGBA {
	m := func(v uint8) uint8 { return uint8(min(255, int(v)*f/100)) }
	return color.NRGBA{m(c.R), m(c.G), m(c.B), c.A}
}

// noise is a fixed pattern of 0..99 by texel, so textures look worn.
func noise(x, y, k int) int {
	h := uint32(x*374761393 + y*668265263 + k*2246822519)
	h = (h ^ h>>13) * 1274126177
	return int((h ^ h>>16) % 100)
}

// fill sets the frame i of img to f(x, y).
func fill(img *image.NRGBA, i int, f func(x, y int) color.NRGBA) {
	for y := range size {
		for x := range size {
			img.SetNRGBA(i*size+x, y, f(x, y))
		}
	}
}

// bricks is a brick wall of base colour c, bricks w×h texels.
func bricks(c, mortar color.NRGBA, w, h, k int) func(x, y int) color.NRGBA {
	return func(x, y int) color.NRGBA {
		row := y / h
		if y%h == h-1 || (x+row%2*w/2)%w == w-1 {
			return mortar
		}
		return scale(c, 85+noise(x, y, k)%20+(x/w+row)%3*5)
	}
}

// drawWalls draws the wall textures.
func drawWalls() *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, walls*size, size))
	fill(img, 0, bricks(rgb(0x8a8a8a), rgb(0x4a4a4a), 16, 8, 1))
	fill(img, 1, bricks(rgb(0x4a5a9a), rgb(0x252a45), 32, 16, 2))
	fill(img, 2, func(x, y int) color.NRGBA { // wood panels
		c := scale(rgb(0x7a5030), 80+noise(x/2, y, 3)%10+(y*7+x/16*13)%9)
		if x%16 == 0 {
			return scale(c, 60)
		}
		if (y/4+x/16)%5 == 0 {
			return scale(c, 92)
		}
		return c
	})
	fill(img, 3, func(x, y int) color.NRGBA { // metal plates with rivets
		c := scale(rgb(0x6a7078), 90+noise(x, y, 4)%12)
		if x%32 == 0 || y%32 == 0 {
			return scale(c, 55)
		}
		if (x%32 == 4 || x%32 == 28) && (y%32 == 4 || y%32 == 28) {
			return rgb(0xc8ccd0)
		}
		return c
	})
	door := func(trim color.NRGBA) func(x, y int) color.NRGBA {
		return func(x, y int) color.NRGBA {
			c := scale(rgb(0x3a6a70), 90+noise(x, y, 5)%10)
			switch {
			case x < 3 || x > 60 || y < 3 || y > 60:
				return trim
			case x >= 26 && x <= 37 && y >= 26 && y <= 37:
				return trim
			case (y-6)%10 == 0:
				return scale(c, 70)
			}
			return c
		}
	}
	fill(img, 4, door(rgb(0x9aa0a8)))
	fill(img, 5, door(rgb(0xd02020)))
	fill(img, 6, door(rgb(0x2040e0)))
	fill(img, 7, func(x, y int) color.NRGBA { // exit switch on metal
		c := scale(rgb(0x505860), 90+noise(x, y, 6)%10)
		if x >= 20 && x < 44 && y >= 14 && y < 50 {
			c = rgb(0x202428)
			if x >= 26 && x < 38 && y >= 20 && y < 32 {
				c = rgb(0x30e040)
			}
			if x >= 28 && x < 36 && y >= 36 && y < 46 {
				c = rgb(0xe0e0e0)
			}
		}
		return c
	})
	fill(img, 8, func(x, y int) color.NRGBA { // door frame
		c := scale(rgb(0x585c60), 85+noise(x, y, 7)%15)
		if x < 4 || x > 59 {
			return scale(c, 60)
		}
		return c
	})
	fill(img, 9, func(x, y int) color.NRGBA { // floor tiles
		c := scale(rgb(0x6a6460), 85+noise(x, y, 8)%15)
		if x%32 == 0 || y%32 == 0 {
			return scale(c, 65)
		}
		return c
	})
	fill(img, 10, func(x, y int) color.NRGBA { // ceiling panels
		c := scale(rgb(0x40424a), 90+noise(x, y, 9)%10)
		if x%16 == 0 || y%16 == 0 {
			return scale(c, 70)
		}
		return c
	})
	return img
}

// ellipse sets the texels of frame i inside the ellipse at (cx, cy) with
// radii rx, ry to c.
func ellipse(img *image.NRGBA, i, cx, cy, rx, ry int, c color.NRGBA) {
	for y := max(0, cy-ry); y <= min(size-1, cy+ry); y++ {
		for x := max(0, cx-rx); x <= min(size-1, cx+rx); x++ {
			dx, dy := x-cx, y-cy
			if dx*dx*ry*ry+dy*dy*rx*rx <= rx*rx*ry*ry {
				img.SetNRGBA(i*size+x, y, c)
			}
		}
	}
}

// box sets the texels of frame i from (x0, y0) to (x1, y1), exclusive, to c.
func box(img *image.NRGBA, i, x0, y0, x1, y1 int, c color.NRGBA) {
	for y := max(0, y0); y < min(size, y1); y++ {
		for x := max(0, x0); x < min(size, x1); x++ {
			img.SetNRGBA(i*size+x, y, c)
		}
	}
}

// guard draws a guard in frame i: legs apart by step, arm raised to aim,
// a flash when shooting, leaning when hurt.
func guard(img *image.NRGBA, i, step int, aim, shoot, pain bool) {
	uniform, skin, boots := rgb(0x6a7a4a), rgb(0xe0b090), rgb(0x3a2a1a)
	if pain {
		uniform = rgb(0x9a6a4a)
	}
	lean := 0
	if pain {
		lean = 3
	}
	box(img, i, 24+step+lean, 40, 30+step+lean, 62, scale(uniform, 80))
	box(img, i, 34-step+lean, 40, 40-step+lean, 62, scale(uniform, 80))
	box(img, i, 23+step+lean, 58, 31+step+lean, 64, boots)
	box(img, i, 33-step+lean, 58, 41-step+lean, 64, boots)
	box(img, i, 22+lean, 20, 42+lean, 42, uniform)
	box(img, i, 22+lean, 36, 42+lean, 38, boots)
	ellipse(img, i, 32+lean, 13, 6, 7, skin)
	box(img, i, 25+lean, 5, 39+lean, 9, scale(uniform, 70))
	box(img, i, 29+lean, 12, 31+lean, 14, rgb(0x202020))
	box(img, i, 34+lean, 12, 36+lean, 14, rgb(0x202020))
	if aim || shoot {
		box(img, i, 28, 24, 36, 30, uniform)
		box(img, i, 30, 22, 34, 34, rgb(0x303030))
		if shoot {
			ellipse(img, i, 32, 20, 6, 5, rgb(0xffe060))
			ellipse(img, i, 32, 20, 3, 3, rgb(0xffffff))
		}
		return
	}
	box(img, i, 17+lean, 21, 22+lean, 40, uniform)
	box(img, i, 42+lean, 21, 47+lean, 40, uniform)
	box(img, i, 17+lean, 38, 22+lean, 42, skin)
	box(img, i, 42+lean, 38, 47+lean, 42, skin)
}

// drawThings draws the things' frames.
func drawThings() *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, things*size, size))
	guard(img, 0, 0, false, false, false)
	guard(img, 1, -3, false, false, false)
	guard(img, 2, 3, false, false, false)
	guard(img, 3, 0, true, false, false)
	guard(img, 4, 0, true, true, false)
	guard(img, 5, 1, false, false, true)
	// dead: lying on the floor
	box(img, 6, 10, 54, 54, 62, rgb(0x6a7a4a))
	ellipse(img, 6, 8, 57, 6, 5, rgb(0xe0b090))
	box(img, 6, 20, 60, 44, 64, rgb(0x801010))
	// health: a white kit with a red cross
	box(img, 7, 18, 44, 46, 64, rgb(0xf0f0f0))
	box(img, 7, 29, 47, 35, 61, rgb(0xd01010))
	box(img, 7, 25, 51, 39, 57, rgb(0xd01010))
	// ammo: a box of rounds
	box(img, 8, 20, 48, 44, 64, rgb(0x5a4a2a))
	for x := 22; x < 42; x += 5 {
		box(img, 8, x, 42, x+3, 50, rgb(0xe0c040))
	}
	key := func(i int, c color.NRGBA) {
		ellipse(img, i, 26, 54, 6, 6, c)
		ellipse(img, i, 26, 54, 2, 2, color.NRGBA{})
		box(img, i, 31, 52, 46, 56, c)
		box(img, i, 40, 56, 43, 60, c)
		box(img, i, 44, 56, 46, 61, c)
	}
	key(9, rgb(0xe02020))
	key(10, rgb(0x3050f0))
	// barrel
	box(img, 11, 20, 30, 44, 64, rgb(0x3a7a3a))
	box(img, 11, 20, 36, 44, 38, rgb(0x2a4a2a))
	box(img, 11, 20, 56, 44, 58, rgb(0x2a4a2a))
	box(img, 11, 24, 30, 28, 64, rgb(0x5a9a5a))
	// lamp hanging from the ceiling
	box(img, 12, 31, 0, 33, 8, rgb(0x303030))
	ellipse(img, 12, 32, 12, 10, 5, rgb(0xd0d0a0))
	ellipse(img, 12, 32, 15, 5, 2, rgb(0xffffe0))
	return img
}

// drawWeapon draws the pistol, fired, and its flash.
func drawWeapon() *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, weapons*size, size))
	for i, up := range []int{0, -4} {
		box(img, i, 27, 18+up, 37, 50+up, rgb(0x404448))
		box(img, i, 29, 16+up, 35, 20+up, rgb(0x202224))
		box(img, i, 25, 46+up, 39, 64, rgb(0xc09070))
		box(img, i, 23, 52+up, 41, 64, rgb(0xb08060))
		box(img, i, 30, 20+up, 32, 48+up, rgb(0x707478))
	}
	ellipse(img, 2, 32, 32, 24, 24, color.NRGBA{255, 160, 40, 200})
	ellipse(img, 2, 32, 32, 15, 15, color.NRGBA{255, 230, 90, 240})
	ellipse(img, 2, 32, 32, 7, 7, rgb(0xffffff))
	return img
}

func main() {
	out := flag.String("out", "template/assets", "the folder to write the pictures to")
	flag.Parse()
	for name, img := range map[string]*image.NRGBA{"walls.png": drawWalls(), "things.png": drawThings(), "weapon.png": drawWeapon()} {
		var b bytes.Buffer
		if err := png.Encode(&b, img); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		if err := os.WriteFile(filepath.Join(*out, name), b.Bytes(), 0o644); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
	}
}
