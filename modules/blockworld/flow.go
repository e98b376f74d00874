package blockworld

// Block physics (see the package doc, # Block physics): every FallEvery
// steps sand and gravel fall a tile, every FlowEvery steps water flows a
// step; only in loaded chunks, which are the chunk columns within the
// World's radius of the miner (the active area). Tiles are visited bottom
// row first, left to right in a row, and a tile moved into in this update
// is not moved again in it, so a grain or a drop moves at most one tile an
// update and the result depends on nothing but the world.

// How often the blocks move, in steps (at 60 steps a second: sand falls
// 15 tiles a second, water flows 10 steps a second).
const (
	FallEvery = 4
	FlowEvery = 6
)

// settle runs this step's block physics over the loaded chunks.
func (s *system) settle(time int) {
	fall, flow := time%FallEvery == 0, time%FlowEvery == 0
	if !fall && !flow {
		return
	}
	x0, x1, ok := s.span()
	if !ok {
		return
	}
	w := x1 - x0
	if cap(s.moved) < w*WorldHeight {
		s.moved = make([]bool, w*WorldHeight)
	}
	s.moved = s.moved[:w*WorldHeight]
	clear(s.moved)
	s.touched = s.touched[:0]
	for y := WorldHeight - 1; y >= 0; y-- {
		for x := x0; x < x1; x++ {
			if s.moved[y*w+x-x0] {
				continue
			}
			b := s.block(x, y)
			switch {
			case fall && b.info().falls:
				s.fall(x, y, b, x0, w)
			case flow && b == Water:
				s.flow(x, y, x0, w)
			}
		}
	}
	if len(s.touched) > 0 {
		lo, hi := s.touched[0].x, s.touched[0].x
		for _, p := range s.touched {
			lo, hi = min(lo, p.x), max(hi, p.x)
		}
		s.relight(lo-15, 0, hi+16, WorldHeight)
	}
}

// span returns the loaded columns of tiles, [x0, x1).
func (s *system) span() (x0, x1 int, ok bool) {
	for i, l := range s.chunks {
		a := l.c.X * ChunkSize
		if i == 0 || a < x0 {
			x0 = a
		}
		if i == 0 || a+ChunkSize > x1 {
			x1 = a + ChunkSize
		}
	}
	return x0, x1, len(s.chunks) > 0
}

// moves records that tile (x, y) changed in this update.
func (s *system) mark(x, y, x0, w int) {
	if y >= 0 && y < WorldHeight && x >= x0 && x < x0+w {
		s.moved[y*w+x-x0] = true
	}
}

// fall moves sand or gravel b at (x, y) down a tile into air or water (the
// water takes its place); a tree it held breaks (see tree.go).
func (s *system) fall(x, y int, b Block, x0, w int) {
	if l, _ := s.at(x, y+1); l == nil {
		return
	}
	under := s.block(x, y+1)
	if under != Air && under != Water {
		return
	}
	lv := s.water(x, y+1)
	s.set(x, y+1, b, 0)
	s.set(x, y, under, lv)
	s.fell(x, y-1) // a tree it held breaks (its light: touch below)
	s.mark(x, y+1, x0, w)
	s.touch(x)
}

// flow moves the water at (x, y): down as much as the tile below holds,
// then what is left spreads sideways, one level to each side (left first)
// whose level is at least two lower, as Terraria's and Minecraft's levels
// fall by one a tile. Water is never made or lost.
func (s *system) flow(x, y, x0, w int) {
	lv := s.water(x, y)
	if l, _ := s.at(x, y+1); l != nil {
		if below := s.block(x, y+1); below == Air || below == Water {
			have := s.water(x, y+1)
			n := min(lv, MaxWater-have)
			if n > 0 {
				s.set(x, y+1, Water, have+n)
				lv -= n
				s.set(x, y, Water, lv)
				s.mark(x, y+1, x0, w)
				if lv == 0 {
					return
				}
			}
			if below == Air || have+n < MaxWater {
				return
			}
		}
	}
	for _, dx := range [2]int{-1, 1} {
		if lv <= 1 {
			return
		}
		if l, _ := s.at(x+dx, y); l == nil {
			continue
		}
		side := s.block(x+dx, y)
		if side != Air && side != Water {
			continue
		}
		have := s.water(x+dx, y)
		if have+1 < lv {
			s.set(x+dx, y, Water, have+1)
			lv--
			s.set(x, y, Water, lv)
			s.mark(x+dx, y, x0, w)
		}
	}
}

// touch notes that column x's opaque blocks moved (water is transparent
// and moves no light), so its light is worked out again after the update.
func (s *system) touch(x int) {
	for _, p := range s.touched {
		if p.x == x {
			return
		}
	}
	s.touched = append(s.touched, point{x: x})
}
