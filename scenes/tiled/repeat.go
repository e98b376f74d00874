package tiled

import (
	"math"
	"strconv"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes/level"
)

// MaxRepeats is the most copies of their images the repeating image layers
// of a map are drawn with, all together (so a small file naming many
// repeating layers of tiny images costs bounded memory).
const MaxRepeats = 4096

// repeatImage draws a repeating image layer (repeatx, repeaty; its image's
// size known) as copies of its image, each a child node "NAME k" with a
// Griff.Sprite, side by side from the layer's place along the axes it
// repeats on, over the map's area (a finite map's cells, an infinite map's
// tile layers' extent) and, with a parallax factor f, as much more on
// either side as the layer scrolls while the view's centre crosses the map
// (the map's size times |1 - f|), so no edge shows. Decision: Tiled repeats
// the image for ever; Griff draws a bounded number of sprites (at most
// MaxRepeats for the whole map, past which it warns and draws what is left
// of them), enough for what a player sees of the map. The node scrolls with
// the layer's parallax.
func (b *builder) repeatImage(n *level.Node, l *layer, lk look) {
	m := b.m
	x0, y0, x1, y1 := 0, 0, m.width, m.height
	if m.infinite {
		x0, y0, x1, y1 = extent(m.layers)
	}
	w, h := float64(l.imageW), float64(l.imageH)
	cols := copies(l.repeatX, float64(x0*m.tileW), float64(x1*m.tileW), n.Position[0], w, 1-lk.parallax[0])
	rows := copies(l.repeatY, float64(y0*m.tileH), float64(y1*m.tileH), n.Position[1], h, 1-lk.parallax[1])
	left := MaxRepeats - b.repeats
	if total := float64(cols[1]-cols[0]+1) * float64(rows[1]-rows[0]+1); total > float64(left) {
		b.r.warn(b.r.file, l.line, l.col, "the image layer %q repeats its image %.0f times over the map, and the map's repeating image layers are drawn with at most %d copies in all (tiled.MaxRepeats); %d are drawn", l.name, total, MaxRepeats, left)
	}
	k := 0
	for j := rows[0]; j <= rows[1] && k < left; j++ {
		for i := cols[0]; i <= cols[1] && k < left; i++ {
			k++
			sp := map[string]any{"image": l.image}
			if lk.tint != nil {
				sp["tint"] = *lk.tint
			}
			n.Children = append(n.Children, &level.Node{Name: l.name + " " + strconv.Itoa(k), File: n.File, Line: n.Line,
				Position:   griff.V(float64(i)*w, float64(j)*h),
				Components: []level.Component{{Type: "Griff.Sprite", Value: sp}}})
		}
	}
	b.repeats += k
	b.scroll(n, lk.parallax)
}

// copies returns the first and last copy (as multiples of size from the
// layer's place at) that cover lo..hi widened by (hi - lo) × |shift| on
// either side, on an axis the image repeats on; 0..0 (one copy) on another.
func copies(repeat bool, lo, hi, at, size, shift float64) [2]int {
	if !repeat || size <= 0 {
		return [2]int{0, 0}
	}
	extra := float64((hi - lo) * math.Abs(shift))
	first := math.Floor((lo - extra - at) / size)
	last := math.Ceil((hi+extra-at)/size) - 1
	// Bounded so the count fits an int whatever the numbers (each at most
	// MaxNumber): past MaxRepeats a side it is cut anyway.
	first = max(first, -MaxRepeats)
	last = min(max(last, first), first+MaxRepeats)
	return [2]int{int(first), int(last)}
}
