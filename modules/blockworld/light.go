package blockworld

// Light (see the package doc, # Light): two kinds, each 0 to 15 per tile as
// Minecraft's. Sky light is 15 in every transparent tile with only
// transparent tiles above it, and spreads sideways and down, one less a
// tile; torch light ("glow") starts at 14 on a torch and spreads the same
// way. Light goes on into opaque blocks but falls by OpaqueFalloff a tile
// there (Terraria's look: the ground's top few tiles are seen, fading into
// the dark, and light bleeds a little through a thin wall), so a tile's
// light is never more than 15 tiles from where it started.

// OpaqueFalloff is how much light falls entering an opaque tile.
const OpaqueFalloff = 3

// lightKind picks a chunk's sky or glow light.
type lightKind int

const (
	sky lightKind = iota
	glow
)

func (l *loaded) light(k lightKind) []byte {
	if k == sky {
		return l.c.Sky
	}
	return l.c.Glow
}

// setLight sets tile i's light of kind k to v, marking the chunk's entity
// changed if it was not v.
func (l *loaded) setLight(k lightKind, i int, v byte) {
	if p := &l.light(k)[i]; *p != v {
		l.e.MarkChanged()
		*p = v
	}
}

// setShade sets the darkness drawn over tile i to id, marking the shade's
// entity changed if it was not id.
func (l *loaded) setShade(i, id int) {
	if p := &l.shade.Cells[i]; *p != id {
		l.se.MarkChanged()
		*p = id
	}
}

// lightAt returns tile (x, y)'s light of kind k (0 where not loaded; 15 of
// sky above the world).
func (s *system) lightAt(k lightKind, x, y int) byte {
	if l, i := s.at(x, y); l != nil {
		return l.light(k)[i]
	}
	if y < 0 && k == sky {
		return 15
	}
	return 0
}

// relight works out the light of the tiles in [x0, x1) × [y0, y1) again:
// their sources (open sky, torches) are set, and both lights spread from
// them and from the tiles just outside the box, whose light is taken as it
// is. A change of one tile changes no light farther than 15 tiles to the
// side (light falls by 1 a tile) but may open or close the sky to the
// bottom of the world, so a dig or a place relights the 31 columns centred
// on it whole: the result is the light a flood fill of the whole loaded
// world would give.
func (s *system) relight(x0, y0, x1, y1 int) {
	y0, y1 = max(y0, 0), min(y1, WorldHeight)
	for k := sky; k <= glow; k++ {
		q := s.queue[:0]
		for x := x0; x < x1; x++ {
			open := true
			for y := 0; y < y1; y++ {
				l, i := s.at(x, y)
				if l == nil {
					open = false
					continue
				}
				b := Block(l.c.Blocks[i])
				if b.Opaque() {
					open = false
				}
				if y < y0 {
					continue
				}
				var v byte
				switch {
				case k == sky && open:
					v = 15
				case k == glow:
					v = b.info().light
				}
				l.setLight(k, i, v)
				if v > 0 {
					q = append(q, point{x, y})
				}
			}
		}
		// The ring just outside the box lights into it as it is.
		for x := x0 - 1; x <= x1; x++ {
			q = s.seed(q, k, x, y0-1)
			q = s.seed(q, k, x, y1)
		}
		for y := y0; y < y1; y++ {
			q = s.seed(q, k, x0-1, y)
			q = s.seed(q, k, x1, y)
		}
		s.queue = s.spread(q, k, x0, y0, x1, y1)
	}
	s.shadeBox(x0-1, y0-1, x1+1, y1+1)
}

// point is a tile.
type point struct{ x, y int }

// seed appends tile (x, y) to q if it has light of kind k.
func (s *system) seed(q []point, k lightKind, x, y int) []point {
	if l, i := s.at(x, y); l != nil && l.light(k)[i] > 1 {
		return append(q, point{x, y})
	}
	return q
}

// spread floods light of kind k from the tiles of q into the transparent
// tiles of the box, breadth first (the result does not depend on the
// order: each tile ends with the most any source gives it).
func (s *system) spread(q []point, k lightKind, x0, y0, x1, y1 int) []point {
	for h := 0; h < len(q); h++ {
		p := q[h]
		l, i := s.at(p.x, p.y)
		v := l.light(k)[i]
		if v <= 1 {
			continue
		}
		v0 := v
		for _, d := range [4]point{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
			x, y := p.x+d.x, p.y+d.y
			if x < x0 || x >= x1 || y < y0 || y >= y1 {
				continue
			}
			n, j := s.at(x, y)
			if n == nil {
				continue
			}
			nv := int(v0) - 1
			if Block(n.c.Blocks[j]).Opaque() {
				nv = int(v0) - OpaqueFalloff
			}
			if nv <= 0 || int(n.light(k)[j]) >= nv {
				continue
			}
			n.setLight(k, j, byte(nv))
			q = append(q, point{x, y})
		}
	}
	return q
}

// drawnLight returns the light tile (x, y) is drawn with at the hour's
// dim: the more of its sky light less dim and its torch light.
func (s *system) drawnLight(x, y, dim int) int {
	return max(int(s.lightAt(sky, x, y))-dim, int(s.lightAt(glow, x, y)), 0)
}

// shadeBox sets the darkness drawn over the tiles of [x0, x1) × [y0, y1)
// from their light at the world's dim.
func (s *system) shadeBox(x0, y0, x1, y1 int) {
	for y := max(y0, 0); y < min(y1, WorldHeight); y++ {
		for x := x0; x < x1; x++ {
			if l, i := s.at(x, y); l != nil {
				l.setShade(i, shadeID(15-s.drawnLight(x, y, s.dim)))
			}
		}
	}
}

// shadeAll sets the darkness over every loaded chunk.
func (s *system) shadeAll() {
	for _, l := range s.chunks {
		x0, y0 := l.c.X*ChunkSize, l.c.Y*ChunkSize
		s.shadeBox(x0, y0, x0+ChunkSize, y0+ChunkSize)
	}
}
