package drawlist

import "strconv"

// String returns the list as text, for golden tests and debugging: the texture table, then
// one line per pass and one per quad (indented under its pass; a view's or light map's
// passes are indented under it). Numbers are printed with at most 4 significant digits
// (%.4g), so the text stays the same when a computation changes only in the last bits.
func (l *List) String() string {
	return string(l.AppendText(nil))
}

// AppendText appends the text String returns to b and returns the extended slice.
func (l *List) AppendText(b []byte) []byte {
	b = append(b, "textures "...)
	b = strconv.AppendInt(b, int64(len(l.Textures)), 10)
	b = append(b, '\n')
	for i, t := range l.Textures {
		b = append(b, "  "...)
		b = strconv.AppendInt(b, int64(i), 10)
		b = append(b, ' ')
		b = append(b, t.Kind.String()...)
		switch t.Kind {
		case TextureImage:
			b = append(b, ' ')
			b = strconv.AppendQuote(b, t.Name)
		case TextureAtlasPage:
			b = append(b, ' ')
			b = strconv.AppendInt(b, int64(t.Page), 10)
			b = append(b, " v"...)
			b = strconv.AppendUint(b, t.Version, 10)
		}
		b = append(b, '\n')
	}
	b = append(b, "passes "...)
	b = strconv.AppendInt(b, int64(len(l.Passes)), 10)
	b = append(b, " quads "...)
	b = strconv.AppendInt(b, int64(len(l.Quads)), 10)
	b = append(b, '\n')
	var ends []int // pass index after the last pass inside each open container
	for i, p := range l.Passes {
		for len(ends) > 0 && ends[len(ends)-1] <= i {
			ends = ends[:len(ends)-1]
		}
		b = appendPass(b, len(ends), p)
		if p.Op.holdsQuads() {
			for k := p.First; k < p.First+p.Count && int(k) < len(l.Quads); k++ {
				b = appendQuad(b, len(ends)+1, int(k), &l.Quads[k])
			}
		}
		if p.Op.isContainer() {
			ends = append(ends, i+1+int(p.Nested))
		}
	}
	return b
}

func indent(b []byte, depth int) []byte {
	for range depth {
		b = append(b, "  "...)
	}
	return b
}

func appendPass(b []byte, depth int, p Pass) []byte {
	b = indent(b, depth)
	b = append(b, p.Op.String()...)
	switch p.Op {
	case OpView:
		b = append(b, " viewport="...)
		b = appendInts(b, p.Viewport.X, p.Viewport.Y, p.Viewport.W, p.Viewport.H)
		b = append(b, " clear="...)
		b = appendFloats(b, p.Color.R, p.Color.G, p.Color.B, p.Color.A)
		b = appendNested(b, p.Nested)
	case OpLightMap:
		b = append(b, " ambient="...)
		b = appendFloats(b, p.Color.R, p.Color.G, p.Color.B, p.Color.A)
		b = appendNested(b, p.Nested)
	case OpEffect:
		b = append(b, ' ')
		b = append(b, p.Effect.String()...)
		b = append(b, " color="...)
		b = appendFloats(b, p.Color.R, p.Color.G, p.Color.B, p.Color.A)
		b = append(b, " params="...)
		b = appendFloats(b, p.Params[:]...)
	default:
		b = append(b, " tex="...)
		b = strconv.AppendInt(b, int64(p.Texture), 10)
		b = append(b, " quads="...)
		b = strconv.AppendInt(b, int64(p.First), 10)
		b = append(b, '+')
		b = strconv.AppendInt(b, int64(p.Count), 10)
		if p.Op == OpFloor {
			b = appendFloor(b, &p.Floor)
		}
	}
	return append(b, '\n')
}

// appendFloor writes a floor pass's camera.
func appendFloor(b []byte, f *FloorCast) []byte {
	b = append(b, " pos="...)
	b = appendFloats(b, f.Pos[:]...)
	b = append(b, " dir="...)
	b = appendFloats(b, f.Dir[:]...)
	b = append(b, " plane="...)
	b = appendFloats(b, f.Plane[:]...)
	b = append(b, " horizon="...)
	b = appendFloats(b, f.Horizon)
	b = append(b, " floor="...)
	b = appendFloats(b, f.Floor.U0, f.Floor.V0, f.Floor.U1, f.Floor.V1)
	b = append(b, " ceiling="...)
	b = appendFloats(b, f.Ceiling.U0, f.Ceiling.V0, f.Ceiling.U1, f.Ceiling.V1)
	b = append(b, " fog="...)
	return appendFloats(b, f.Fog, f.MinLight)
}

func appendNested(b []byte, n int32) []byte {
	b = append(b, " nested="...)
	return strconv.AppendInt(b, int64(n), 10)
}

func appendQuad(b []byte, depth, i int, q *Quad) []byte {
	b = indent(b, depth)
	b = strconv.AppendInt(b, int64(i), 10)
	b = append(b, " xy="...)
	c := &q.Corners
	b = appendFloats(b, c[0].X, c[0].Y, c[1].X, c[1].Y, c[2].X, c[2].Y, c[3].X, c[3].Y)
	b = append(b, " uv="...)
	b = appendFloats(b, q.Src.U0, q.Src.V0, q.Src.U1, q.Src.V1)
	b = append(b, " tint="...)
	b = appendFloats(b, q.Tint.R, q.Tint.G, q.Tint.B, q.Tint.A)
	if q.FlashAmount != 0 || q.Flash != (RGB{}) {
		b = append(b, " flash="...)
		b = appendFloats(b, q.Flash.R, q.Flash.G, q.Flash.B, q.FlashAmount)
	}
	return append(b, '\n')
}

// appendFloats writes v as "(a b c ...)" with %.4g.
func appendFloats(b []byte, v ...float32) []byte {
	b = append(b, '(')
	for i, x := range v {
		if i > 0 {
			b = append(b, ' ')
		}
		if x == 0 {
			x = 0 // -0 prints as 0
		}
		b = strconv.AppendFloat(b, float64(x), 'g', 4, 32)
	}
	return append(b, ')')
}

func appendInts(b []byte, v ...int32) []byte {
	b = append(b, '(')
	for i, x := range v {
		if i > 0 {
			b = append(b, ' ')
		}
		b = strconv.AppendInt(b, int64(x), 10)
	}
	return append(b, ')')
}
