package match3

import (
	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes/visual"
)

// palette colours the gems of a board with no Image, by colour index.
var palette = [MaxColours]griff.Color{
	griff.RGBA8(230, 60, 60, 255), griff.RGBA8(60, 170, 240, 255), griff.RGBA8(250, 200, 40, 255),
	griff.RGBA8(70, 200, 90, 255), griff.RGBA8(170, 90, 220, 255), griff.RGBA8(245, 140, 40, 255),
	griff.RGBA8(240, 240, 240, 255), griff.RGBA8(60, 60, 70, 255), griff.RGBA8(240, 120, 190, 255),
}

// The pictures of the fifth row of a gem sheet, by column.
const (
	sheetColourBomb = iota
	sheetBackdrop
	sheetCursor
	sheetPicked
)

// Draw draws the board into s (visual.Drawable): each cell's backdrop, the
// gems where the current phase's animation has them at the frame's blend
// between the last two steps (Progress), then the cursor and the picked gem's
// frame while the board is idle.
func (b *Board) Draw(s visual.Sink) {
	if !b.Started {
		return
	}
	p := b.Progress.At(s.Tick(), s.Blend(), visual.LerpFloat)
	size := b.cellSize()
	most := 0
	for _, d := range b.Drop {
		most = max(most, int(d))
	}
	b.cells(func(c Cell) {
		b.quad(s, cellPos(c, size), size, 1, 4, sheetBackdrop, b.plain(40))
	})
	b.cells(func(c Cell) {
		g := b.at(c)
		if g.Kind == KindNone {
			return
		}
		pos, scale := b.placed(c, p, size, most)
		row, col := int(g.Kind)-1, int(g.Color)
		if g.Kind == KindColourBomb {
			row, col = 4, sheetColourBomb
		}
		b.quad(s, pos, size, scale, row, col, b.tint(g))
	})
	if b.Phase == PhaseIdle {
		if b.Picked {
			b.quad(s, cellPos(b.Pick, size), size, 1, 4, sheetPicked, b.plain(160))
		}
		b.quad(s, cellPos(b.Cursor, size), size, 1, 4, sheetCursor, b.plain(110))
		if b.hinting() {
			if a, c, ok := b.FirstMove(); ok {
				b.quad(s, cellPos(a, size), size, 1, 4, sheetPicked, b.plain(160))
				b.quad(s, cellPos(c, size), size, 1, 4, sheetPicked, b.plain(160))
			}
		}
	}
}

// hinting reports whether the board has been idle long enough to show a
// hint (HintAfter).
func (b *Board) hinting() bool {
	after := b.HintAfter
	if after == 0 {
		after = DefaultHintAfter
	}
	return after > 0 && b.Idle >= after
}

// placed returns where the gem at c is drawn at progress p of the current
// phase, and its scale; most is the longest Drop. In a fall every gem moves
// at one speed, most rows over the phase, so those falling less land first.
func (b *Board) placed(c Cell, p, size float64, most int) (griff.Vec, float64) {
	pos := cellPos(c, size)
	switch b.Phase {
	case PhaseSwap, PhaseSwapBack:
		t := griff.QuadInOut.Apply(p)
		if b.Phase == PhaseSwapBack {
			t = 1 - t
		}
		switch c {
		case b.From:
			return griff.Lerp(pos, cellPos(b.To, size), t), 1
		case b.To:
			return griff.Lerp(pos, cellPos(b.From, size), t), 1
		}
	case PhaseClear:
		if b.Clearing[b.index(c)] {
			return pos, 1 - p
		}
	case PhaseFall:
		left := float64(b.Drop[b.index(c)]) - float64(p*float64(most))
		if left > 0 {
			return griff.V(pos.X(), pos.Y()-float64(left*size)), 1
		}
	}
	return pos, 1
}

func cellPos(c Cell, size float64) griff.Vec { return griff.V(float64(c.X)*size, float64(c.Y)*size) }

// plain is the tint of the sheet's fifth-row pictures: opaque white over the
// sheet's picture, or translucent white (alpha of 255) without a sheet.
func (b *Board) plain(alpha uint8) griff.Color {
	if b.Image != "" {
		alpha = 255
	}
	return griff.RGBA8(255, 255, 255, alpha)
}

// tint is the colour a gem is drawn with: white over the sheet's picture, or
// its palette colour without a sheet.
func (b *Board) tint(g Gem) griff.Color {
	if b.Image != "" {
		return griff.RGBA8(255, 255, 255, 255)
	}
	if g.Kind == KindColourBomb {
		return griff.RGBA8(255, 255, 255, 255)
	}
	return palette[int(g.Color)%MaxColours]
}

// quad draws picture (row, col) of the sheet over the cell whose top-left
// corner is at pos, scaled about its centre; without a sheet a square a
// little smaller than the cell, tinted.
func (b *Board) quad(s visual.Sink, pos griff.Vec, size, scale float64, row, col int, tint griff.Color) {
	half := size / 2 * scale
	if b.Image == "" {
		half *= 0.8
	}
	cx, cy := pos.X()+float64(size/2), pos.Y()+float64(size/2)
	q := visual.Quad{Image: b.Image, Color: tint, Corners: [4]griff.Vec{
		griff.V(cx-half, cy-half), griff.V(cx+half, cy-half), griff.V(cx+half, cy+half), griff.V(cx-half, cy+half),
	}} // the roundings are explicit above: no fused multiply-add

	if b.Image != "" {
		t := b.Tile
		if t <= 0 {
			t = 32
		}
		q.Src = visual.RegionOf(col*t, row*t, t, t)
	}
	s.Quad(q)
}
