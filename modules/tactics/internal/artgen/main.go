// Command artgen draws the art of the tactics module's template:
// template/assets/terrain.png, six 24×24 terrain tiles in a row in the
// order of the tactics package's Terrain constants (plains, forest,
// mountain, water, wall, fort), and template/assets/units.png, a 24×24
// picture per unit class (columns in the order of tactics.Classes: lord,
// soldier, knight, cavalier, archer, flier, mage) and side (row 0 the
// player's blue, row 1 the enemy's red). It is drawn here, in code, so the
// template ships no picture made elsewhere; TestSheets checks the files
// hold what it draws. Run it with go generate in modules/tactics.
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

// size is a picture's side in pixels; terrains and classes how many the
// sheets hold.
const (
	size     = 24
	terrains = 6
	classes  = 7
)

func hex(v uint32) color.NRGBA {
	return color.NRGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 0xff}
}

// The palette.
var (
	grass     = hex(0x6fa34a)
	grassDark = hex(0x5a8c3c)
	leaf      = hex(0x2f6b34)
	leafLight = hex(0x3f8a44)
	trunk     = hex(0x5e3b1e)
	rock      = hex(0x8a7a66)
	rockDark  = hex(0x5e5244)
	snow      = hex(0xe8ecf0)
	water     = hex(0x3a6fb0)
	wave      = hex(0x7aa8e0)
	stone     = hex(0x3b3340)
	mortar    = hex(0x2a2430)
	stoneHi   = hex(0x544a5c)
	sand      = hex(0xb08a4a)
	sandDark  = hex(0x8a6a34)
	skin      = hex(0xf0c8a0)
	ink       = hex(0x181820)
	gold      = hex(0xffd34d)
	steel     = hex(0xc8d0d8)
	brown     = hex(0x8a5a34)
	white     = hex(0xffffff)
	sides     = [2][2]color.NRGBA{{hex(0x4a8ef0), hex(0x24508a)}, {hex(0xe0504a), hex(0x8a2824)}}
)

type canvas struct {
	img    *image.NRGBA
	ox, oy int
}

func (c canvas) set(x, y int, col color.NRGBA) {
	if x >= 0 && y >= 0 && x < size && y < size {
		c.img.SetNRGBA(c.ox+x, c.oy+y, col)
	}
}

func (c canvas) rect(x0, y0, x1, y1 int, col color.NRGBA) {
	for y := y0; y < y1; y++ {
		for x := x0; x < x1; x++ {
			c.set(x, y, col)
		}
	}
}

func (c canvas) disc(cx, cy, r float64, col color.NRGBA) {
	for y := range size {
		for x := range size {
			if dx, dy := float64(x)+0.5-cx, float64(y)+0.5-cy; float64(dx*dx)+float64(dy*dy) <= float64(r*r) {
				c.set(x, y, col)
			}
		}
	}
}

// triangle fills the triangle with apex (ax, ay) and base from (x0, by) to
// (x1, by).
func (c canvas) triangle(ax, ay, x0, x1, by int, col color.NRGBA) {
	for y := ay; y <= by; y++ {
		t := float64(y-ay) / float64(max(1, by-ay))
		l := int(math.Round(float64(ax) + float64(t*float64(x0-ax))))
		r := int(math.Round(float64(ax) + float64(t*float64(x1-ax))))
		for x := l; x <= r; x++ {
			c.set(x, y, col)
		}
	}
}

func (c canvas) line(x0, y0, x1, y1 int, col color.NRGBA) {
	n := max(abs(x1-x0), abs(y1-y0))
	for i := 0; i <= n; i++ {
		t := float64(i) / float64(max(1, n))
		c.set(int(math.Round(float64(x0)+float64(t*float64(x1-x0)))), int(math.Round(float64(y0)+float64(t*float64(y1-y0)))), col)
	}
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// terrainSheet returns the terrain tiles.
func terrainSheet() *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, size*terrains, size))
	draws := []func(canvas){plains, forest, mountain, waterTile, wall, fort}
	for i, d := range draws {
		d(canvas{img, i * size, 0})
	}
	return img
}

func plains(c canvas) {
	c.rect(0, 0, size, size, grass)
	for i := range 9 {
		x, y := (i*7+3)%size, (i*11+5)%size
		c.set(x, y, grassDark)
		c.set(x+1, y-1, grassDark)
	}
}

func forest(c canvas) {
	plains(c)
	for _, p := range [][2]int{{7, 4}, {17, 7}, {10, 13}} {
		c.triangle(p[0], p[1], p[0]-5, p[0]+5, p[1]+8, leaf)
		c.triangle(p[0], p[1]+1, p[0]-2, p[0]+1, p[1]+5, leafLight)
		c.rect(p[0]-1, p[1]+9, p[0]+1, p[1]+11, trunk)
	}
}

func mountain(c canvas) {
	plains(c)
	c.triangle(9, 3, 0, 19, 21, rockDark)
	c.triangle(9, 4, 2, 16, 21, rock)
	c.triangle(9, 3, 6, 12, 7, snow)
	c.triangle(17, 9, 11, 23, 21, rockDark)
	c.triangle(17, 10, 13, 21, 21, rock)
}

func waterTile(c canvas) {
	c.rect(0, 0, size, size, water)
	for _, y := range []int{5, 12, 19} {
		for x := range size {
			if (x+y)%8 < 3 {
				c.set(x, y+(x%8)/4, wave)
			}
		}
	}
}

func wall(c canvas) {
	c.rect(0, 0, size, size, mortar)
	for row := range 4 {
		off := (row % 2) * 4
		for col := -1; col < 3; col++ {
			x := col*8 + off
			c.rect(x+1, row*6+1, x+8, row*6+6, stone)
			c.rect(x+1, row*6+1, x+8, row*6+2, stoneHi)
		}
	}
}

func fort(c canvas) {
	plains(c)
	c.rect(3, 8, 21, 22, sandDark)
	c.rect(4, 9, 20, 22, sand)
	for x := 3; x < 21; x += 4 {
		c.rect(x, 5, x+2, 9, sandDark)
	}
	c.rect(10, 14, 14, 22, trunk)
	c.line(12, 1, 12, 8, ink)
	c.rect(13, 1, 18, 4, gold)
}

// unitSheet returns the unit pictures: a column per class, a row per side.
func unitSheet() *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, size*classes, size*2))
	for side := range 2 {
		for class := range classes {
			unit(canvas{img, class * size, side * size}, class, sides[side])
		}
	}
	return img
}

// unit draws a figure in its side's colours with its class's mark.
func unit(c canvas, class int, col [2]color.NRGBA) {
	if class == 3 { // cavalier: a horse under the rider
		c.rect(3, 14, 21, 19, brown)
		c.rect(18, 10, 22, 15, brown)
		for _, x := range []int{4, 8, 15, 19} {
			c.rect(x, 19, x+2, 23, brown)
		}
	}
	if class == 5 { // flier: wings
		c.triangle(3, 6, 0, 8, 14, white)
		c.triangle(20, 6, 16, 23, 14, white)
	}
	top := 4
	if class == 3 {
		top = 1
	}
	c.triangle(12, top+6, 6, 18, top+17, col[1])
	c.triangle(12, top+7, 7, 17, top+16, col[0])
	c.disc(12, float64(top)+4.5, 3.5, skin)
	c.set(13, top+4, ink)
	switch class {
	case 0: // lord: a crown and a sword
		c.rect(9, top-1, 16, top+1, gold)
		c.set(9, top-2, gold)
		c.set(12, top-2, gold)
		c.set(15, top-2, gold)
		c.line(19, top+6, 19, top+16, steel)
		c.rect(17, top+13, 22, top+14, gold)
	case 1: // soldier: a spear
		c.line(20, top-2, 20, top+19, brown)
		c.triangle(20, top-4, 19, 21, top-1, steel)
	case 2: // knight: a helmet and a shield
		c.rect(8, top, 16, top+3, steel)
		c.rect(3, top+8, 10, top+17, steel)
		c.rect(4, top+9, 9, top+16, col[1])
	case 3: // cavalier: a lance
		c.line(14, top+9, 23, top+2, steel)
	case 4: // archer: a bow
		for y := top + 4; y <= top+16; y++ {
			dy := float64(y - top - 10)
			c.set(18+int(math.Round(3-dy*dy/12)), y, brown)
		}
		c.line(18, top+4, 18, top+16, white)
	case 5: // flier: a lance
		c.line(19, top+2, 19, top+17, steel)
	case 6: // mage: a pointed hat and a staff
		c.triangle(12, top-4, 7, 17, top+1, col[1])
		c.line(4, top+3, 4, top+18, brown)
		c.disc(4.5, float64(top)+2.5, 2, gold)
	}
}

func main() {
	out := flag.String("out", "template/assets", "the folder the sheets are written to")
	flag.Parse()
	for name, img := range map[string]*image.NRGBA{"terrain.png": terrainSheet(), "units.png": unitSheet()} {
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
