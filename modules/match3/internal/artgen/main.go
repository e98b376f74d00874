// Command artgen draws the gem sheet of the "match3" template,
// template/assets/gems.png: 32×32 pictures, a column per colour (nine) and a
// row per kind (normal, striped across, striped down, bomb), then a fifth row
// with the colour bomb, a cell's backdrop, the cursor and the picked frame
// (the layout match3.Board.Image documents). Each colour has its own shape
// as well as its own hue, so the gems tell apart without colour vision.
// Everything is drawn with integer arithmetic on half-pixel coordinates, so
// every machine draws the same pixels; TestGemSheet checks the file holds
// them. Run it with go generate in modules/match3.
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

// Tile is a picture's size in pixels.
const Tile = 32

// hues are the gems' colours, by colour index (match3's palette).
var hues = []color.NRGBA{
	{230, 60, 60, 255}, {60, 150, 240, 255}, {250, 200, 40, 255},
	{70, 200, 90, 255}, {170, 90, 220, 255}, {245, 140, 40, 255},
	{235, 235, 240, 255}, {90, 95, 110, 255}, {240, 120, 190, 255},
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// inside reports whether the half-pixel point (dx, dy), from the picture's
// centre in [-31, 31], is inside gem shape s.
func inside(s, dx, dy int) bool {
	ax, ay := abs(dx), abs(dy)
	switch s {
	case 0: // circle
		return dx*dx+dy*dy <= 25*25
	case 1: // diamond
		return ax+ay <= 30
	case 2: // square
		return max(ax, ay) <= 20
	case 3: // triangle
		return dy <= 20 && dy >= -26 && ax*5 <= (dy+26)*3
	case 4: // hexagon
		return ay <= 22 && ax*2+ay <= 50
	case 5: // octagon
		return max(ax, ay) <= 22 && ax+ay <= 31
	case 6: // drop
		return (dy >= 0 && dx*dx+dy*dy <= 22*22) || (dy < 0 && ax*4 <= (dy+28)*3)
	case 7: // rounded bar
		return ax <= 14 && ay <= 24 || (ax <= 20 && ay <= 14)
	default: // plus
		return (ax <= 10 && ay <= 26) || (ay <= 10 && ax <= 26)
	}
}

func lighten(c color.NRGBA, n int) color.NRGBA {
	f := func(v uint8) uint8 { return uint8(int(v) + (255-int(v))*n/100) }
	return color.NRGBA{f(c.R), f(c.G), f(c.B), c.A}
}

func darken(c color.NRGBA, n int) color.NRGBA {
	f := func(v uint8) uint8 { return uint8(int(v) * (100 - n) / 100) }
	return color.NRGBA{f(c.R), f(c.G), f(c.B), c.A}
}

// gem draws colour col's gem of kind row (0 normal, 1 striped across, 2
// striped down, 3 bomb) with its top-left corner at (ox, oy).
func gem(img *image.NRGBA, ox, oy, col, row int) {
	base := hues[col]
	for py := range Tile {
		for px := range Tile {
			dx, dy := 2*px+1-Tile, 2*py+1-Tile
			if !inside(col, dx, dy) {
				continue
			}
			c := base
			edge := !inside(col, dx-2, dy) || !inside(col, dx+2, dy) || !inside(col, dx, dy-2) || !inside(col, dx, dy+2)
			switch {
			case edge:
				c = darken(base, 45)
			case dx+dy < -22 && dx+dy > -34:
				c = lighten(base, 55)
			case dx+dy > 18:
				c = darken(base, 18)
			}
			if !edge {
				c = special(c, row, px, py, dx, dy)
			}
			img.SetNRGBA(ox+px, oy+py, c)
		}
	}
}

// special adds a kind's marks to pixel (px, py) of colour c.
func special(c color.NRGBA, row, px, py, dx, dy int) color.NRGBA {
	switch row {
	case 1:
		if py%6 < 2 {
			return lighten(c, 70)
		}
	case 2:
		if px%6 < 2 {
			return lighten(c, 70)
		}
	case 3:
		if dx*dx+dy*dy <= 11*11 {
			return color.NRGBA{30, 25, 40, 255}
		}
		if abs(dx-8) <= 2 && dy < -8 && dy > -20 {
			return color.NRGBA{255, 240, 160, 255}
		}
	}
	return c
}

// extras draws the fifth row: the colour bomb, the backdrop, the cursor and
// the picked frame.
func extras(img *image.NRGBA, oy int) {
	for py := range Tile {
		for px := range Tile {
			dx, dy := 2*px+1-Tile, 2*py+1-Tile
			if r := dx*dx + dy*dy; r <= 26*26 {
				c := color.NRGBA{40, 30, 55, 255}
				// dots of every hue around the sphere
				for i, h := range hues[:6] {
					cx, cy := [6]int{0, 14, 14, 0, -14, -14}[i], [6]int{-16, -8, 8, 16, 8, -8}[i]
					if (dx-cx)*(dx-cx)+(dy-cy)*(dy-cy) <= 5*5 {
						c = h
					}
				}
				if r > 23*23 {
					c = color.NRGBA{15, 10, 20, 255}
				}
				img.SetNRGBA(px, oy+py, c)
			}
			ax, ay := abs(dx), abs(dy)
			if max(ax, ay) <= 29 && ax+ay <= 54 {
				img.SetNRGBA(Tile+px, oy+py, color.NRGBA{40, 50, 90, 150})
			}
			if max(ax, ay) >= 27 {
				img.SetNRGBA(2*Tile+px, oy+py, color.NRGBA{255, 255, 255, 255})
			}
			if max(ax, ay) >= 25 && (ax <= 12 || ay <= 12 || max(ax, ay) >= 29) {
				img.SetNRGBA(3*Tile+px, oy+py, color.NRGBA{255, 220, 60, 255})
			}
		}
	}
}

// Sheet returns the gem sheet.
func Sheet() *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, len(hues)*Tile, 5*Tile))
	for row := range 4 {
		for col := range hues {
			gem(img, col*Tile, row*Tile, col, row)
		}
	}
	extras(img, 4*Tile)
	return img
}

// Background returns the template's backdrop: a 4×4 two-tone check, scaled
// up by its sprite.
func Background() *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, 4, 4))
	for y := range 4 {
		for x := range 4 {
			c := color.NRGBA{34, 28, 58, 255}
			if (x+y)%2 == 1 {
				c = color.NRGBA{40, 33, 66, 255}
			}
			img.SetNRGBA(x, y, c)
		}
	}
	return img
}

// Pictures are the files artgen writes, by name.
func Pictures() map[string]*image.NRGBA {
	return map[string]*image.NRGBA{"gems.png": Sheet(), "backdrop.png": Background()}
}

func main() {
	out := flag.String("out", ".", "folder to write the pictures into")
	flag.Parse()
	for _, name := range []string{"gems.png", "backdrop.png"} {
		var b bytes.Buffer
		if err := png.Encode(&b, Pictures()[name]); err != nil {
			fmt.Fprintln(os.Stderr, "artgen:", err)
			os.Exit(1)
		}
		if err := os.WriteFile(filepath.Join(*out, name), b.Bytes(), 0o644); err != nil {
			fmt.Fprintln(os.Stderr, "artgen:", err)
			os.Exit(1)
		}
	}
}
