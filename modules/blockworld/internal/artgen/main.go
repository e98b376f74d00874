// Command artgen draws the picture of the blockworld module's template:
// template/assets/blocks.png, a tile set of 16×16 tiles, 8 to a row: the
// blocks (tiles 0 to 12: grass, dirt, stone, sand, gravel, water, wood,
// leaves, coal, iron, a torch, bedrock, planks), water at levels 1 to 8
// (tiles 16 to 23), darkness 1 to 15 (tiles 32 to 46, black at alpha
// d/15), the aim's highlight (tile 48) and the miner (tiles 55 and 63, top
// and bottom half). It is drawn here, in code, with integer arithmetic, so
// the template ships no picture made elsewhere; TestPictures checks the
// file holds what it draws. Run it with go generate in modules/blockworld.
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

// The tile size and the set's size in tiles.
const (
	ts   = 16
	cols = 8
	rows = 8
)

func hex(v uint32) color.NRGBA {
	return color.NRGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 0xff}
}

// speckle is a fixed pseudo-random value in [0, 256) for pixel (x, y) of
// tile t (an integer hash, the same everywhere).
func speckle(t, x, y int) int {
	h := uint32(t*7919+x*131+y*17) * 2654435761
	h ^= h >> 13
	h *= 0x5bd1e995
	h ^= h >> 15
	return int(h & 0xff)
}

// shade returns c darkened or lightened by d (−255 to 255).
func shade(c color.NRGBA, d int) color.NRGBA {
	f := func(v uint8) uint8 { return uint8(max(0, min(255, int(v)+d))) }
	return color.NRGBA{f(c.R), f(c.G), f(c.B), c.A}
}

// textured is a tile of base colour with speckles of spot (chance in 256).
func textured(t, x, y int, base, spot color.NRGBA, chance int) color.NRGBA {
	s := speckle(t, x, y)
	if s < chance {
		return spot
	}
	return shade(base, (s%24)-12)
}

// blockPixel is block tile t's pixel (x, y) (t = block − 1).
func blockPixel(t, x, y int) color.NRGBA {
	dirt, stone := hex(0x8a5a34), hex(0x7c7c84)
	switch t {
	case 0: // grass: a green top on dirt
		if y < 3+speckle(t, x, 0)%3 {
			return textured(t, x, y, hex(0x4caa3c), hex(0x6cd05a), 40)
		}
		return textured(t, x, y, dirt, hex(0x6a4226), 30)
	case 1:
		return textured(t, x, y, dirt, hex(0x6a4226), 30)
	case 2:
		return textured(t, x, y, stone, hex(0x5e5e66), 50)
	case 3:
		return textured(t, x, y, hex(0xe0cc88), hex(0xc8b070), 40)
	case 4:
		return textured(t, x, y, hex(0x8c8480), hex(0x5c5450), 90)
	case 5:
		return color.NRGBA{0x3a, 0x78, 0xd8, 0xb0}
	case 6: // wood: bark stripes
		if x%5 == 0 {
			return hex(0x5a3a1c)
		}
		return textured(t, x, y, hex(0x7a5230), hex(0x6a4424), 30)
	case 7:
		if speckle(t, x, y) < 50 {
			return color.NRGBA{}
		}
		return textured(t, x, y, hex(0x2e8a30), hex(0x4cb046), 60)
	case 8, 9: // coal, iron: stone with spots
		ore := hex(0x1c1c20)
		if t == 9 {
			ore = hex(0xd8a078)
		}
		if d := (x-5)*(x-5) + (y-6)*(y-6); d < 6 || (x-11)*(x-11)+(y-11)*(y-11) < 5 || (x-10)*(x-10)+(y-3)*(y-3) < 3 {
			return ore
		}
		return textured(t, x, y, stone, hex(0x5e5e66), 50)
	case 10: // torch: a stick with a flame
		switch {
		case x >= 7 && x <= 8 && y >= 6:
			return hex(0x8a5a34)
		case x >= 6 && x <= 9 && y >= 2 && y < 6:
			if y < 4 {
				return hex(0xffe070)
			}
			return hex(0xff9020)
		}
		return color.NRGBA{}
	case 11:
		return textured(t, x, y, hex(0x303034), hex(0x101012), 110)
	case 12: // planks
		if y%4 == 3 || (x+(y/4)*5)%8 == 0 {
			return hex(0x7a5230)
		}
		return textured(t, x, y, hex(0xb08450), hex(0xa07440), 20)
	}
	return color.NRGBA{}
}

// set draws the tile set.
func set() *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, cols*ts, rows*ts))
	put := func(tile int, f func(x, y int) color.NRGBA) {
		ox, oy := tile%cols*ts, tile/cols*ts
		for y := range ts {
			for x := range ts {
				img.SetNRGBA(ox+x, oy+y, f(x, y))
			}
		}
	}
	for t := range 13 {
		put(t, func(x, y int) color.NRGBA { return blockPixel(t, x, y) })
	}
	for lv := 1; lv <= 8; lv++ {
		put(15+lv, func(x, y int) color.NRGBA {
			if y < ts-lv*2 {
				return color.NRGBA{}
			}
			if y == ts-lv*2 && lv < 8 {
				return color.NRGBA{0x80, 0xb8, 0xf0, 0xc0}
			}
			return color.NRGBA{0x3a, 0x78, 0xd8, 0xb0}
		})
	}
	for d := 1; d <= 15; d++ {
		put(31+d, func(x, y int) color.NRGBA { return color.NRGBA{0, 0, 0, uint8(d * 255 / 15)} })
	}
	put(48, func(x, y int) color.NRGBA {
		if x == 0 || y == 0 || x == ts-1 || y == ts-1 {
			return color.NRGBA{0xff, 0xff, 0xff, 0xe0}
		}
		return color.NRGBA{0xff, 0xff, 0xff, 0x20}
	})
	for half := range 2 {
		put(55+half*cols, func(x, y int) color.NRGBA { return heroPixel(x, y+half*ts) })
	}
	return img
}

// heroPixel is the miner's pixel (x, y) in a 16×32 box: a head with a
// helmet, a shirt, trousers and boots.
func heroPixel(x, y int) color.NRGBA {
	switch {
	case y >= 2 && y < 6 && x >= 4 && x < 12:
		return hex(0xe8b830) // helmet
	case y >= 6 && y < 12 && x >= 5 && x < 11:
		if y == 8 && (x == 9 || x == 7) {
			return hex(0x202020)
		}
		return hex(0xf0c8a0)
	case y >= 12 && y < 21 && x >= 4 && x < 12:
		return hex(0x3a70c0)
	case y >= 13 && y < 20 && (x == 3 || x == 12):
		return hex(0xf0c8a0)
	case y >= 21 && y < 29 && x >= 5 && x < 11 && x != 8:
		return hex(0x4a3a2a)
	case y >= 29 && y < 32 && x >= 4 && x < 12 && x != 8:
		return hex(0x222222)
	}
	return color.NRGBA{}
}

func main() {
	out := flag.String("out", "template/assets", "folder to write blocks.png into")
	flag.Parse()
	var b bytes.Buffer
	if err := png.Encode(&b, set()); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	if err := os.WriteFile(filepath.Join(*out, "blocks.png"), b.Bytes(), 0o644); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
