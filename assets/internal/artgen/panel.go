package main

import "image/color"

// menuPanel draws the menus' panel, 24×24 for a 9-slice with 6-texel borders:
// a see-through plum middle, a cream edge two texels wide with its corners
// cut, a lilac line inside it.
func menuPanel() canvas {
	c := newCanvas(24, 24)
	fill := color.NRGBA{R: ink.R, G: ink.G, B: ink.B, A: 0xe6}
	for y := range 24 {
		for x := range 24 {
			dx, dy := min(x, 23-x), min(y, 23-y)
			switch {
			case dx+dy < 2: // the cut corner
			case dx < 2 || dy < 2 || dx+dy < 4:
				c.set(x, y, wing)
			case dx < 3 || dy < 3:
				c.set(x, y, slimeLt)
			default:
				c.set(x, y, fill)
			}
		}
	}
	return c
}
