// Command artgen draws the tile sheet of the puzzle module's template,
// template/assets/puzzle.png: seven 24×24 tiles in a row, in the order of
// the puzzle package's Tile constants (floor, wall, target, crate, crate on
// a target, player, exit). It is drawn here, in code, so the template ships
// no picture made elsewhere; TestSheet checks the file holds what it draws.
// Run it with go generate in modules/puzzle.
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

// size is a tile's side in pixels; tiles is how many the sheet holds.
const (
	size  = 24
	tiles = 7
)

func hex(v uint32) color.NRGBA {
	return color.NRGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 0xff}
}

// The palette.
var (
	floorBase  = hex(0x3b3046)
	floorLine  = hex(0x453857)
	wallBase   = hex(0x8a5a44)
	wallMortar = hex(0x5e3b2e)
	wallLight  = hex(0xb07a58)
	gold       = hex(0xf2c94c)
	crateEdge  = hex(0x5e3b1e)
	crateFill  = hex(0xd9893d)
	crateLine  = hex(0xa8642a)
	doneEdge   = hex(0x2f6a2f)
	doneFill   = hex(0x7ad65a)
	doneLine   = hex(0x4fa23f)
	bodyFill   = hex(0x6cc4f0)
	bodyEdge   = hex(0x22405e)
	white      = hex(0xffffff)
	dark       = hex(0x101018)
	exitFill   = hex(0x2f7a48)
	exitEdge   = hex(0x5ad17a)
)

// sheet returns the tile sheet.
func sheet() *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, size*tiles, size))
	draws := []func(set func(x, y int, c color.NRGBA)){floor, wall, target, crate(false), crate(true), player, exit}
	for i, draw := range draws {
		ox := i * size
		draw(func(x, y int, c color.NRGBA) {
			if x >= 0 && y >= 0 && x < size && y < size {
				img.SetNRGBA(ox+x, y, c)
			}
		})
	}
	return img
}

func floor(set func(x, y int, c color.NRGBA)) {
	for y := range size {
		for x := range size {
			c := floorBase
			if x == 0 || y == 0 {
				c = floorLine
			}
			set(x, y, c)
		}
	}
}

// wall is bricks 8 pixels high, joints staggered by half a brick, a lit top.
func wall(set func(x, y int, c color.NRGBA)) {
	for y := range size {
		for x := range size {
			c := wallBase
			off := 0
			if (y/8)%2 == 1 {
				off = 6
			}
			switch {
			case y%8 == 7, (x+off)%12 == 11:
				c = wallMortar
			case y%8 == 0:
				c = wallLight
			}
			set(x, y, c)
		}
	}
}

// dist is the distance of pixel (x, y)'s centre from the tile's centre.
func dist(x, y int) float64 {
	dx, dy := float64(x)+0.5-size/2, float64(y)+0.5-size/2
	return math.Sqrt(float64(dx*dx) + float64(dy*dy)) // explicit roundings: the same pixels on every machine
}

func target(set func(x, y int, c color.NRGBA)) {
	for y := range size {
		for x := range size {
			if d := dist(x, y); d >= 4.5 && d <= 7 {
				set(x, y, gold)
			}
		}
	}
}

// crate is a box with an edge, planks and a cross brace; done colours it
// green (on a target).
func crate(done bool) func(set func(x, y int, c color.NRGBA)) {
	edge, fill, line := crateEdge, crateFill, crateLine
	if done {
		edge, fill, line = doneEdge, doneFill, doneLine
	}
	return func(set func(x, y int, c color.NRGBA)) {
		for y := 2; y < size-2; y++ {
			for x := 2; x < size-2; x++ {
				c := fill
				switch {
				case x < 4 || y < 4 || x >= size-4 || y >= size-4:
					c = edge
				case x == y || x == size-1-y || x == y+1 || x+1 == size-1-y:
					c = line
				case y == size/2:
					c = line
				}
				set(x, y, c)
			}
		}
	}
}

// player is a round body with two eyes.
func player(set func(x, y int, c color.NRGBA)) {
	for y := range size {
		for x := range size {
			switch d := dist(x, y); {
			case d <= 8:
				set(x, y, bodyFill)
			case d <= 9.5:
				set(x, y, bodyEdge)
			}
		}
	}
	for _, ex := range []int{8, 14} {
		for y := 8; y < 12; y++ {
			set(ex, y, white)
			set(ex+1, y, white)
		}
		set(ex+1, 10, dark)
		set(ex+1, 11, dark)
	}
}

// exit is a door: a green frame around a darker opening.
func exit(set func(x, y int, c color.NRGBA)) {
	for y := 2; y < size; y++ {
		for x := 4; x < size-4; x++ {
			c := exitFill
			if x < 6 || x >= size-6 || y < 4 {
				c = exitEdge
			}
			set(x, y, c)
		}
	}
	set(size-9, 13, exitEdge)
	set(size-9, 14, exitEdge)
}

func main() {
	out := flag.String("out", ".", "folder to write puzzle.png into")
	flag.Parse()
	var b bytes.Buffer
	if err := png.Encode(&b, sheet()); err != nil {
		fmt.Fprintln(os.Stderr, "artgen:", err)
		os.Exit(1)
	}
	if err := os.WriteFile(filepath.Join(*out, "puzzle.png"), b.Bytes(), 0o644); err != nil {
		fmt.Fprintln(os.Stderr, "artgen:", err)
		os.Exit(1)
	}
}
