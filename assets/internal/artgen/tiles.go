package main

import (
	"image/color"
	"math"
)

// More of the palette: the ground and the scenery.
var (
	grass   = rgb(0x5fb84a)
	grassDk = rgb(0x3f8a3a)
	grassLt = rgb(0x9be36d)
	dirt    = rgb(0x9c6b3f)
	dirtDk  = rgb(0x7a4f2e)
	dirtLt  = rgb(0xb78552)
	deep    = rgb(0x6e4530)
	leaf    = rgb(0x4aa04a)
	leafDk  = rgb(0x2f7a3f)
	leafLt  = rgb(0x7fd36a)
)

// The tiles of tiles.png, numbered from 1 as the level's cells name them (tile
// k is column (k-1) mod 8, row (k-1) / 8, of 16×16 texels).
const (
	tileGrass      = 1 + iota // grass on dirt: ground whose top is open
	tileGrassLeft             // the same at a left edge
	tileGrassRight            // the same at a right edge
	tileDirt                  // ground below the surface
	tileStone                 // a stone block
	tilePlatform              // a wooden one-way platform
	tileBrick                 // stone bricks
	tileGrassBoth             // grass on a one-cell-wide column
	tileBush                  // decoration: a bush
	tileFlowers               // decoration: flowers
	tileTallGrass             // decoration: tall grass
	tileRock                  // decoration: a rock
	tileSign                  // decoration: a signpost pointing right
	tileFence                 // decoration: a fence
	tileMushroom              // decoration: a mushroom
	tileDeep                  // deep dirt
	tileWaterTop              // water's surface, for pits (drawn in front, see-through)
	tileWater                 // water below the surface
	tileDirtLeft              // dirt at a left edge (a cliff face)
	tileDirtRight             // dirt at a right edge
)

// tileset draws tiles.png: 8×3 tiles of 16×16 texels (the last row part
// empty).
func tileset() canvas {
	c := newCanvas(128, 48)
	draw := []func(c canvas, ox, oy int){
		tileGrass - 1:      func(c canvas, ox, oy int) { ground(c, ox, oy, false, false) },
		tileGrassLeft - 1:  func(c canvas, ox, oy int) { ground(c, ox, oy, true, false) },
		tileGrassRight - 1: func(c canvas, ox, oy int) { ground(c, ox, oy, false, true) },
		tileDirt - 1:       func(c canvas, ox, oy int) { earth(c, ox, oy, dirt, dirtDk, dirtLt, 4) },
		tileStone - 1:      stoneBlock,
		tilePlatform - 1:   platform,
		tileBrick - 1:      bricks,
		tileGrassBoth - 1:  func(c canvas, ox, oy int) { ground(c, ox, oy, true, true) },
		tileBush - 1:       bush,
		tileFlowers - 1:    flowers,
		tileTallGrass - 1:  tallGrass,
		tileRock - 1:       rock,
		tileSign - 1:       sign,
		tileFence - 1:      fence,
		tileMushroom - 1:   mushroom,
		tileDeep - 1:       func(c canvas, ox, oy int) { earth(c, ox, oy, deep, dirtDk, dirt, 16) },
		tileWaterTop - 1:   func(c canvas, ox, oy int) { water(c, ox, oy, true) },
		tileWater - 1:      func(c canvas, ox, oy int) { water(c, ox, oy, false) },
		tileDirtLeft - 1:   func(c canvas, ox, oy int) { cliff(c, ox, oy, 0) },
		tileDirtRight - 1:  func(c canvas, ox, oy int) { cliff(c, ox, oy, 15) },
	}
	for i, f := range draw {
		f(c, 16*(i%8), 16*(i/8))
	}
	return c
}

// earth fills a tile with speckled dirt: salt varies the speckles.
func earth(c canvas, ox, oy int, base, dark, light color.NRGBA, salt int) {
	for y := range 16 {
		for x := range 16 {
			col := base
			switch h := hash(x, y, salt); {
			case h < 0.10:
				col = dark
			case h > 0.95:
				col = light
			}
			c.set(ox+x, oy+y, col)
		}
	}
	// A few pebbles, each two texels.
	for i := range 3 {
		x, y := int(hash(i, 1, salt+7)*14), int(hash(i, 2, salt+7)*14)
		c.rect(ox+x, oy+y, 2, 1, dark)
		c.set(ox+x, oy+y+1, dark)
		c.set(ox+x+1, oy+y, light)
	}
}

// ground draws dirt topped with grass whose lower edge is ragged; left and
// right wrap the grass down the open side.
func ground(c canvas, ox, oy int, left, right bool) {
	earth(c, ox, oy, dirt, dirtDk, dirtLt, 4)
	for x := range 16 {
		depth := 4 + int(hash(x, 0, 9)*3)
		for y := range depth {
			col := grass
			switch {
			case y == 0:
				col = grassLt
			case y == depth-1:
				col = grassDk
			}
			c.set(ox+x, oy+y, col)
		}
	}
	for y := range 16 {
		if left {
			c.set(ox, oy+y, grassDk)
		}
		if right {
			c.set(ox+15, oy+y, grassDk)
		}
	}
	// Blades sticking up at the very top are drawn lighter.
	for x := 1; x < 15; x += 4 {
		c.set(ox+x+int(hash(x, 3, 9)*3), oy, rgb(0xc8f59a))
	}
}

// water draws a tile of water, with a rippled, lighter surface on top.
func water(c canvas, ox, oy int, top bool) {
	c.rect(ox, oy, 16, 16, rgb(0x2f6fb8))
	for y := range 16 {
		for x := range 16 {
			if hash(x, y, 31) < 0.06 {
				c.set(ox+x, oy+y, rgb(0x3f86cc))
			}
		}
	}
	if !top {
		return
	}
	for x := range 16 {
		crest := 2 + int(math.Round(math.Sin(float64(x)*2*math.Pi/8)))
		c.rect(ox+x, oy, 1, crest, clear)
		c.set(ox+x, oy+crest, rgb(0xbfe8ff))
		c.set(ox+x, oy+crest+1, rgb(0x5aa6e0))
	}
}

// cliff draws dirt with an open side at column edge (0 or 15) of the tile.
func cliff(c canvas, ox, oy, edge int) {
	earth(c, ox, oy, dirt, dirtDk, dirtLt, 4)
	inner := 1
	if edge > 0 {
		inner = -1
	}
	c.rect(ox+edge, oy, 1, 16, dirtDk)
	for y := 0; y < 16; y += 3 {
		c.set(ox+edge+inner, oy+y+int(hash(y, edge, 5)*2), dirtDk)
	}
}

func stoneBlock(c canvas, ox, oy int) {
	c.rect(ox, oy, 16, 16, stone)
	c.rect(ox, oy, 16, 1, stoneLt)
	c.rect(ox, oy, 1, 16, stoneLt)
	c.rect(ox, oy+15, 16, 1, stoneDk)
	c.rect(ox+15, oy, 1, 16, stoneDk)
	c.rect(ox+3, oy+4, 3, 1, stoneDk)
	c.rect(ox+9, oy+9, 4, 1, stoneDk)
	c.set(ox+4, oy+11, stoneDk)
}

func bricks(c canvas, ox, oy int) {
	c.rect(ox, oy, 16, 16, stoneDk)
	for row := range 4 {
		shift := 0
		if row%2 == 1 {
			shift = 4
		}
		for b := -1; b < 2; b++ {
			x := ox + b*8 + shift
			for j := range 3 {
				for i := range 7 {
					if x+i >= ox && x+i < ox+16 {
						col := stone
						if j == 0 {
							col = stoneLt
						}
						c.set(x+i, oy+row*4+j, col)
					}
				}
			}
		}
	}
}

// platform draws a wooden plank on two brackets: only its top 6 texels are
// solid in the level (a one-way platform), the rest shows the brackets.
func platform(c canvas, ox, oy int) {
	c.rect(ox, oy, 16, 6, wood)
	c.rect(ox, oy, 16, 1, woodLt)
	c.rect(ox, oy+5, 16, 1, woodDk)
	c.rect(ox+7, oy+1, 1, 4, woodDk)
	for _, x := range []int{2, 12} {
		c.rect(ox+x, oy+6, 2, 3, woodDk)
		c.set(ox+x, oy+2, iron)
	}
}

// plant draws one of the decoration tiles from a picture over a clear tile.
func plant(c canvas, ox, oy int, rows []string, pal map[byte]color.NRGBA) {
	c.pattern(ox, oy+16-len(rows), rows, pal)
}

func bush(c canvas, ox, oy int) {
	for _, b := range [][3]float64{{5, 11, 4.5}, {11, 11, 4.5}, {8, 8, 5}} {
		c.ellipse(float64(ox)+b[0], float64(oy)+b[1], b[2], b[2]-0.5, func(dx, dy float64) color.NRGBA {
			switch {
			case dy > 0.45:
				return leafDk
			case dy < -0.45 && dx < 0:
				return leafLt
			}
			return leaf
		})
	}
	c.rect(ox, oy+15, 16, 1, clear)
	c.outline(ox, oy, 16, 16, leafDk)
}

var plantInk = map[byte]color.NRGBA{
	'g': grass, 'G': grassDk, 'l': grassLt, 'r': red, 'R': redDk, 'y': gold, 'w': white,
	'p': rgb(0xffa3d1), 'k': ink, 's': stone, 'S': stoneDk, 'L': stoneLt, 'b': wood, 'B': woodDk,
	'W': woodLt, 'c': rgb(0xf4e6c8),
}

func flowers(c canvas, ox, oy int) {
	plant(c, ox, oy, []string{
		"...r............",
		"..rwr.......p...",
		"...r.......pyp..",
		"...G...y....p...",
		"...G..yky...G...",
		"..GG...y....G...",
		"...G...G...GG...",
		"...G..GG....G...",
	}, plantInk)
}

func tallGrass(c canvas, ox, oy int) {
	plant(c, ox, oy, []string{
		"..l.......l.....",
		"..g...l...g...l.",
		".Gg...g..gG...g.",
		".Gg..Gg..gG..gG.",
		"GG.g.G.g.G.g.G.g",
	}, plantInk)
}

func rock(c canvas, ox, oy int) {
	c.ellipse(float64(ox)+8, float64(oy)+13, 6, 4, func(dx, dy float64) color.NRGBA {
		switch {
		case dy > 0.3:
			return stoneDk
		case dy < -0.3 && dx < 0:
			return stoneLt
		}
		return stone
	})
	c.rect(ox, oy+16-1, 16, 1, clear)
	c.outline(ox, oy, 16, 16, ink)
}

func sign(c canvas, ox, oy int) {
	plant(c, ox, oy, []string{
		"..BBBBBBBBBB....",
		"..BWWWWWWWWWB...",
		"..BbbkbbbbbbbB..",
		"..Bbbkkkkkbbbb>.",
		"..BbbkbbbbbbbB..",
		"..BbbbbbbbbbB...",
		"..BBBBBBBBBB....",
		"......Bb........",
		"......Bb........",
		"......Bb........",
		"......Bb........",
	}, plantInk)
	c.set(ox+15, oy+8, clear)
	c.rect(ox+13, oy+7, 1, 3, woodDk)
	c.set(ox+14, oy+8, woodDk)
}

func fence(c canvas, ox, oy int) {
	for _, x := range []int{2, 12} {
		c.rect(ox+x, oy+6, 3, 10, wood)
		c.rect(ox+x, oy+6, 1, 10, woodLt)
		c.rect(ox+x+2, oy+6, 1, 10, woodDk)
		c.set(ox+x+1, oy+5, wood)
	}
	for _, y := range []int{8, 12} {
		c.rect(ox, oy+y, 16, 2, wood)
		c.rect(ox, oy+y+1, 16, 1, woodDk)
	}
}

func mushroom(c canvas, ox, oy int) {
	c.ellipse(float64(ox)+8, float64(oy)+9, 5.5, 4, func(dx, dy float64) color.NRGBA {
		if dy > 0.2 {
			return clear
		}
		if math.Abs(dx+0.4) < 0.2 && dy < -0.3 || math.Abs(dx-0.45) < 0.18 && dy < 0 && dy > -0.5 {
			return white
		}
		return red
	})
	c.rect(ox+6, oy+9, 4, 7, rgb(0xf4e6c8))
	c.rect(ox+6, oy+9, 4, 1, rgb(0xd8c6a0))
	c.outline(ox, oy, 16, 16, ink)
	c.rect(ox, oy+15, 16, 1, clear)
	c.rect(ox+6, oy+15, 4, 1, rgb(0xf4e6c8))
}

// hills draws the scenery behind the level: two rows of rounded hills on a
// clear sky, 480×160 texels, whose left and right edges meet when copies are
// placed side by side (every wave's period divides 480).
func hills() canvas {
	const w, h = 480, 160
	c := newCanvas(w, h)
	layer := func(base, amp float64, waves [][2]float64, col, top color.NRGBA, trees bool) {
		for x := range w {
			t := 2 * math.Pi * float64(x) / w
			y := base
			for _, wv := range waves {
				y -= amp * wv[1] * math.Sin(wv[0]*t+wv[1]*3)
			}
			for j := int(math.Round(y)); j < h; j++ {
				col := col
				if j < int(math.Round(y))+2 {
					col = top
				}
				c.set(x, j, col)
			}
			if trees && int(hash(x/12, 0, 21)*5) == 0 && x%12 == 6 {
				tree(c, x, int(math.Round(y)))
			}
		}
	}
	layer(60, 18, [][2]float64{{2, 1}, {5, 0.5}, {9, 0.2}}, rgb(0xa6dcc8), rgb(0xc4ecdc), false)
	layer(105, 14, [][2]float64{{3, 1}, {7, 0.4}, {11, 0.2}}, rgb(0x7cc49a), rgb(0x9ad6b0), true)
	return c
}

// tree draws a round far-away tree standing at (x, y).
func tree(c canvas, x, y int) {
	c.rect(x, y-5, 2, 6, rgb(0x5b8a6a))
	c.ellipse(float64(x)+1, float64(y)-9, 4, 5, func(dx, dy float64) color.NRGBA {
		if dx+dy > 0.5 {
			return rgb(0x5fa886)
		}
		return rgb(0x6fb894)
	})
}

// clouds draws two clouds side by side, each 48×24 texels.
func clouds() canvas {
	c := newCanvas(96, 24)
	for i, puffs := range [][][3]float64{
		{{12, 15, 7}, {22, 10, 9}, {33, 14, 8}, {40, 17, 5}},
		{{10, 16, 6}, {20, 13, 8}, {30, 11, 7}, {38, 16, 6}},
	} {
		ox := float64(48 * i)
		for _, p := range puffs {
			c.ellipse(ox+p[0], p[1], p[2], p[2]*0.8, func(dx, dy float64) color.NRGBA {
				if dy > 0.45 {
					return rgb(0xdceeff)
				}
				return white
			})
		}
		for x := 48 * i; x < 48*i+48; x++ { // a flat bottom
			for y := 20; y < 24; y++ {
				c.set(x, y, clear)
			}
		}
	}
	return c
}

// sky draws the sky's gradient, 1×90 texels from deep blue at the top to pale
// blue at the bottom, stretched behind the level.
func sky() canvas {
	c := newCanvas(1, 90)
	top, bottom := [3]float64{0x58, 0xb4, 0xf0}, [3]float64{0xcf, 0xef, 0xff}
	for y := range 90 {
		t := float64(y) / 89
		var col [3]uint8
		for k := range 3 {
			col[k] = uint8(math.Round(top[k] + (bottom[k]-top[k])*t))
		}
		c.set(0, y, color.NRGBA{col[0], col[1], col[2], 255})
	}
	return c
}
