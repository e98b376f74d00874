package main

import (
	"image/color"
	"math"
)

// The palette shared by every picture.
var (
	clear   = color.NRGBA{}
	ink     = rgb(0x2a1d34) // the outline of figures
	white   = rgb(0xffffff)
	gold    = rgb(0xffcf3f)
	goldDk  = rgb(0xe0921c)
	goldLt  = rgb(0xfff2a0)
	body    = rgb(0xf7914f) // the hero: a round orange griffin chick
	bodyDk  = rgb(0xd0603a)
	bodyLt  = rgb(0xffc48e)
	wing    = rgb(0xffe2b8)
	beak    = rgb(0xffd23f)
	cheek   = rgb(0xff7fa8)
	slime   = rgb(0xb457c9)
	slimeDk = rgb(0x7e3a9c)
	slimeLt = rgb(0xe6a8f0)
	wood    = rgb(0xb07a45)
	woodDk  = rgb(0x7a4f2e)
	woodLt  = rgb(0xd39b5f)
	iron    = rgb(0x5f6378)
	stone   = rgb(0x8a8fa3)
	stoneDk = rgb(0x5f6378)
	stoneLt = rgb(0xb9bfd0)
	red     = rgb(0xe8434f)
	redDk   = rgb(0xa82a3a)
	green   = rgb(0x5fd068)
	greenDk = rgb(0x329a4a)
	grey    = rgb(0xa9a9b8)
)

// heroPose is one frame of the hero: how far the body sits down (bob, pixels),
// where the feet are (x of each foot's left pixel, y of the row), whether the
// wing is raised and whether the eye blinks.
type heroPose struct {
	bob          int
	feet         [2][2]int
	wingUp, wink bool
}

// heroPoses are the hero's frames, left to right: idle 0-1, walk 2-5, jump 6.
var heroPoses = []heroPose{
	{bob: 0, feet: [2][2]int{{5, 14}, {9, 14}}},
	{bob: 1, feet: [2][2]int{{5, 14}, {9, 14}}, wink: true},
	{bob: 0, feet: [2][2]int{{4, 14}, {10, 13}}},
	{bob: 1, feet: [2][2]int{{6, 14}, {8, 14}}},
	{bob: 0, feet: [2][2]int{{4, 13}, {10, 14}}},
	{bob: 1, feet: [2][2]int{{8, 14}, {6, 14}}},
	{bob: -1, feet: [2][2]int{{5, 13}, {9, 13}}, wingUp: true},
}

// hero draws the hero's sheet: 16×16 frames in one row, facing right.
func hero() canvas {
	c := newCanvas(16*len(heroPoses), 16)
	for i, p := range heroPoses {
		heroFrame(c, 16*i, p)
	}
	return c
}

func heroFrame(c canvas, ox int, p heroPose) {
	b := float64(p.bob)
	for _, f := range p.feet {
		c.rect(ox+f[0], f[1], 2, 1, beak)
	}
	c.ellipse(float64(ox)+7.5, 8.5+b, 5.5, 5, func(dx, dy float64) color.NRGBA {
		switch {
		case dy > 0.5-0.3*dx:
			return bodyDk
		case dx < -0.1 && dy < -0.35 && dx+dy > -1.25:
			return bodyLt
		}
		return body
	})
	y := 4 + p.bob
	c.set(ox+7, y-1, bodyDk) // the tuft
	c.set(ox+6, y-2, bodyDk)
	if p.wink {
		c.rect(ox+9, y+3, 2, 1, ink)
	} else {
		c.rect(ox+9, y+2, 2, 3, white)
		c.rect(ox+10, y+3, 1, 2, ink)
	}
	c.set(ox+11, y+5, cheek)
	c.rect(ox+13, y+4, 2, 1, beak)
	c.set(ox+13, y+5, beak)
	if p.wingUp {
		c.ellipse(float64(ox)+4.5, 6.5+b, 2.2, 2.6, func(dx, dy float64) color.NRGBA { return wing })
	} else {
		c.ellipse(float64(ox)+5, 10+b, 2.6, 1.8, func(dx, dy float64) color.NRGBA { return wing })
	}
	c.outline(ox, 0, 16, 16, ink)
}

// slimeSheet draws the enemy: a purple slime, 16×16 frames, frame 0 tall and
// frame 1 squashed, so two frames make it creep.
func slimeSheet() canvas {
	c := newCanvas(32, 16)
	for i, s := range []struct{ rx, ry, eye float64 }{{6, 6, 0}, {7, 5, 1}} {
		ox := float64(16 * i)
		c.ellipse(ox+8, 14.5, s.rx, s.ry*1.6, func(dx, dy float64) color.NRGBA {
			switch {
			case dy > 0.72:
				return slimeDk
			case dx < -0.2 && dy < -0.5 && dx > -0.7:
				return slimeLt
			}
			return slime
		})
		for x := 16 * i; x < 16*i+16; x++ { // a flat bottom
			c.set(x, 15, clear)
		}
		ey := int(8 + s.eye)
		for _, ex := range []int{16*i + 5, 16*i + 9} {
			c.rect(ex, ey, 2, 3, white)
			c.rect(ex+1, ey+1, 1, 2, ink)
		}
		c.outline(16*i, 0, 16, 16, ink)
	}
	return c
}

// coinSheet draws a coin turning: four 16×16 frames, face on, turning, edge on,
// turning back (shaded the other way).
func coinSheet() canvas {
	c := newCanvas(64, 16)
	for i, rx := range []float64{5, 3.3, 1.3, 3.3} {
		ox := float64(16 * i)
		flip := 1.0
		if i == 3 {
			flip = -1
		}
		c.ellipse(ox+8, 8, rx, 6, func(dx, dy float64) color.NRGBA {
			switch r := dx*dx + dy*dy; {
			case dx*flip > 0.55 || dy > 0.75:
				return goldDk
			case r > 0.62 && dx*flip < -0.2 && dy < 0.2:
				return goldLt
			}
			return gold
		})
		if i == 0 { // the stamp
			c.rect(16*i+8, 5, 1, 6, goldDk)
			c.rect(16*i+7, 5, 1, 6, goldLt)
		}
		c.outline(16*i, 0, 16, 16, ink)
	}
	return c
}

// keyPicture draws a gold key, 16×16, lying left to right.
func keyPicture() canvas {
	c := newCanvas(16, 16)
	c.ellipse(5, 8, 3.6, 3.6, func(dx, dy float64) color.NRGBA {
		if dx*dx+dy*dy < 0.2 {
			return clear
		}
		if dy > 0.3 {
			return goldDk
		}
		return gold
	})
	c.rect(8, 7, 7, 2, gold)
	c.rect(8, 8, 7, 1, goldDk)
	c.rect(11, 9, 1, 2, gold)
	c.rect(13, 9, 1, 3, gold)
	c.set(3, 6, goldLt)
	c.outline(0, 0, 16, 16, ink)
	// The bow's hole stays clear: outline it from the inside as well.
	for _, p := range [][2]int{{4, 7}, {5, 7}, {4, 8}, {5, 8}} {
		if !c.opaque(p[0], p[1]) {
			c.set(p[0], p[1], clear)
		}
	}
	return c
}

// doorSheet draws a door in a stone frame, two 16×32 frames: closed (planks,
// iron bands, a keyhole) and open (the dark passage).
func doorSheet() canvas {
	c := newCanvas(32, 32)
	for i := range 2 {
		ox := 16 * i
		c.rect(ox, 0, 16, 32, stoneDk)
		c.rect(ox+1, 1, 14, 31, stone)
		for j := 3; j < 32; j += 6 { // mortar lines
			c.rect(ox+1, j, 14, 1, stoneDk)
		}
		c.rect(ox+3, 3, 10, 29, ink)
		if i == 1 {
			c.rect(ox+4, 4, 8, 28, rgb(0x3b2a4a))
			continue
		}
		c.rect(ox+4, 4, 8, 28, wood)
		for x := ox + 4; x < ox+12; x += 3 {
			c.rect(x, 4, 1, 28, woodDk)
		}
		c.rect(ox+5, 4, 1, 28, woodLt)
		for _, y := range []int{8, 24} {
			c.rect(ox+4, y, 8, 2, iron)
		}
		c.rect(ox+9, 15, 2, 2, ink)
		c.rect(ox+9, 17, 1, 2, ink)
	}
	return c
}

// flagSheet draws a flag on a pole, frames of 16×32 in a row: each frame's
// cloth top (y of its top row), colours, and whether it waves.
func flagSheet(frames []flagFrame) canvas {
	c := newCanvas(16*len(frames), 32)
	for i, f := range frames {
		ox := 16 * i
		c.rect(ox+3, 3, 2, 28, grey)
		c.rect(ox+4, 3, 1, 28, stoneDk)
		c.ellipse(float64(ox)+4, 3, 1.8, 1.8, func(dx, dy float64) color.NRGBA { return gold })
		c.rect(ox+1, 30, 6, 2, stoneDk)
		for x := range 9 {
			wave := 0
			if f.wave {
				wave = int(math.Round(1.2 * math.Sin(float64(x)*0.9+f.phase)))
			}
			h := 7 - x/3
			for y := 0; y < h; y++ {
				col := f.cloth
				if y >= h-2 {
					col = f.shade
				}
				if f.star && (x == 4 && y >= 2 && y <= 4 || y == 3 && x >= 3 && x <= 5) {
					col = white
				}
				c.set(ox+5+x, f.top+y+wave+x/6, col)
			}
		}
		c.outline(ox, 0, 16, 32, ink)
	}
	return c
}

type flagFrame struct {
	top          int
	cloth, shade color.NRGBA
	wave, star   bool
	phase        float64
}

// checkpointSheet: frame 0 a grey flag low on the pole (not reached), frame 1
// a green flag at the top (reached).
func checkpointSheet() canvas {
	return flagSheet([]flagFrame{
		{top: 20, cloth: grey, shade: stoneDk},
		{top: 5, cloth: green, shade: greenDk, wave: true},
	})
}

// goalSheet: a red flag with a star, two frames waving.
func goalSheet() canvas {
	return flagSheet([]flagFrame{
		{top: 5, cloth: red, shade: redDk, wave: true, star: true},
		{top: 5, cloth: red, shade: redDk, wave: true, star: true, phase: 2},
	})
}

// butterflySheet draws a small butterfly, two 8×8 frames: wings open, wings
// closed.
func butterflySheet() canvas {
	c := newCanvas(16, 8)
	pal := map[byte]color.NRGBA{'p': rgb(0xffa3d1), 'P': rgb(0xe0609e), 'k': ink, 'y': goldLt}
	c.pattern(0, 0, []string{
		"........",
		".PP..PP.",
		"Pppkkppp",
		"Ppyk.ypP",
		".Ppk.pP.",
		".PP.kPP.",
		"........",
		"........",
	}, pal)
	c.pattern(8, 0, []string{
		"........",
		"........",
		"..PkP...",
		"..pkp...",
		"..PkP...",
		"...k....",
		"........",
		"........",
	}, pal)
	return c
}
