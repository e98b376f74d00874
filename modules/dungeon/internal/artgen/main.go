// Command artgen draws the pictures of the dungeon module's template:
// template/assets/tiles.png, five 16×16 tiles in a row (floor, wall,
// stairs down, the dim fog over a remembered cell, the dark fog over an
// unexplored one: the dungeon package's tile numbers 1 to 5), and
// template/assets/actors.png, sixteen 16×16 pictures in a row (the hero,
// thirteen monster looks, gold, a potion). They are drawn here, in code,
// so the template ships no picture made elsewhere; TestPictures checks the
// files hold what it draws. Run it with go generate in modules/dungeon.
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

// The size of a tile and how many of each picture.
const (
	size   = 16
	tiles  = 5
	actors = 16
)

func rgb(v uint32) color.NRGBA { return color.NRGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 0xff} }

// drawTiles draws the tile row.
func drawTiles() *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, tiles*size, size))
	for y := range size {
		for x := range size {
			// floor: dark stone with a faint grid of slabs
			c := rgb(0x2b2633)
			if x%8 == 0 || y%8 == 0 {
				c = rgb(0x242029)
			}
			img.SetNRGBA(x, y, c)
			// wall: bricks
			w := rgb(0x6b5a4a)
			if y%4 == 3 || (x+(y/4%2)*4)%8 == 7 {
				w = rgb(0x4a3d33)
			}
			img.SetNRGBA(size+x, y, w)
			// stairs: floor with steps going down to the right
			st := c
			if x >= 3 && x <= 12 && y >= 3 && y <= 12 {
				step := (x - 3) / 2
				st = color.NRGBA{uint8(200 - step*30), uint8(190 - step*30), uint8(160 - step*25), 0xff}
			}
			img.SetNRGBA(2*size+x, y, st)
			img.SetNRGBA(3*size+x, y, color.NRGBA{8, 6, 14, 170})
			img.SetNRGBA(4*size+x, y, color.NRGBA{0, 0, 0, 0xff})
		}
	}
	return img
}

// creature draws a round body of colour body with two eyes at column i,
// its shape varied by i so every look differs.
func creature(img *image.NRGBA, i int, body color.NRGBA, wide, tall int) {
	cx, cy := 8, 9
	for y := range size {
		for x := range size {
			dx, dy := x-cx, y-cy
			if dx*dx*tall*tall+dy*dy*wide*wide <= wide*wide*tall*tall {
				c := body
				if dy < -tall/2 {
					c = color.NRGBA{min(body.R+40, 255), min(body.G+40, 255), min(body.B+40, 255), 255}
				}
				img.SetNRGBA(i*size+x, y, c)
			}
		}
	}
	for _, ex := range [2]int{cx - 2, cx + 2} {
		img.SetNRGBA(i*size+ex, cy-1, color.NRGBA{255, 255, 255, 255})
		img.SetNRGBA(i*size+ex, cy, color.NRGBA{20, 10, 10, 255})
	}
}

// drawActors draws the actor row.
func drawActors() *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, actors*size, size))
	// the hero: a blue-cloaked figure with a sword
	for y := 2; y < 15; y++ {
		for x := 5; x < 11; x++ {
			c := rgb(0x4f8fe0)
			if y < 6 {
				c = rgb(0xf0c8a0)
			}
			img.SetNRGBA(x, y, c)
		}
	}
	for y := 4; y < 13; y++ {
		img.SetNRGBA(12, y, rgb(0xe0e0f0))
	}
	bodies := []uint32{0x9a8a7a, 0xc08040, 0x60a040, 0x8a6a40, 0x507040, 0xb04040, 0x8040a0, 0x40a0a0, 0xa0a040, 0x606080, 0xe08060, 0x40c080, 0xd0d0d0}
	for i, b := range bodies {
		creature(img, i+1, rgb(b), 3+i%4, 3+(i/4)%3)
	}
	// gold: a small heap of coins
	for y := 9; y < 14; y++ {
		for x := 4 + (13 - y); x < 12-(13-y)/2; x++ {
			img.SetNRGBA(14*size+x, y, rgb(0xffd34d))
		}
	}
	// a potion: a red flask
	for y := 6; y < 14; y++ {
		for x := 5; x < 11; x++ {
			img.SetNRGBA(15*size+x, y, rgb(0xd83a4a))
		}
	}
	for y := 3; y < 6; y++ {
		img.SetNRGBA(15*size+7, y, rgb(0xc0c0d0))
		img.SetNRGBA(15*size+8, y, rgb(0xc0c0d0))
	}
	return img
}

func main() {
	out := flag.String("out", "template/assets", "the folder to write tiles.png and actors.png to")
	flag.Parse()
	for name, img := range map[string]*image.NRGBA{"tiles.png": drawTiles(), "actors.png": drawActors()} {
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
