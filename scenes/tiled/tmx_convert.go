package tiled

import (
	"encoding/json"
	"encoding/xml"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// tilesetFromTMX makes a tile set of a map's <tileset>, reading its file if
// it names one (source); a file that cannot be read warns and gives a tile
// set whose tiles draw nothing.
func (r *reader) tilesetFromTMX(file string, line, col int, xt *xTileset) (*tileset, error) {
	if xt.Source != "" {
		return r.externalTileset(at{file: file, line: line, col: col, what: "the tile set " + gamePath(file, xt.Source)}, xt.FirstGID, xt.Source)
	}
	return r.tilesetOf(file, line, col, xt)
}

// externalTileset reads the tile set file src (relative to ref's file, the
// map, which names it at ref) as the tile set of first id first.
func (r *reader) externalTileset(ref at, first num, src string) (*tileset, error) {
	file, line, col := ref.file, ref.line, ref.col
	name := gamePath(file, src)
	missing := &tileset{first: first, ref: ref, file: name, missing: true, tiles: map[int]*tileInfo{}}
	data, err := r.readFile(name)
	if err != nil {
		r.warn(file, line, col, "the tile set %s could not be read (%v): its tiles draw nothing", name, err)
		return missing, nil
	}
	var ts *tileset
	if strings.HasSuffix(name, ".tsx") || strings.HasSuffix(name, ".xml") {
		ts, err = r.readTSX(name, data)
	} else {
		ts, err = r.readTSJ(name, data)
	}
	if err != nil {
		r.warn(file, line, col, "the tile set %s could not be read: %v; its tiles draw nothing", name, err)
		return missing, nil
	}
	ts.first, ts.ref = first, ref
	return ts, nil
}

// readTSX reads a tile set file in the XML format.
func (r *reader) readTSX(name string, data []byte) (*tileset, error) {
	x := newTMXDecoder(r, name, data)
	for {
		tok, err := x.d.Token()
		if err == io.EOF {
			return nil, &FileError{File: name, Line: 1, Err: fmt.Errorf("%w: no <tileset> element", ErrFormat)}
		}
		if err != nil {
			return nil, x.fail(fmt.Errorf("%w: %v", ErrSyntax, err))
		}
		if st, ok := tok.(xml.StartElement); ok {
			if st.Name.Local != "tileset" {
				return nil, x.fail(fmt.Errorf("%w: the root element is <%s>, want <tileset>", ErrFormat, st.Name.Local))
			}
			line, col := x.d.InputPos()
			var xt xTileset
			if err := x.d.DecodeElement(&xt, &st); err != nil {
				return nil, x.fail(fmt.Errorf("%w: %v", ErrSyntax, err))
			}
			return r.tilesetOf(name, line, col, &xt)
		}
	}
}

// tilesetOf makes a tile set of a <tileset> element of file.
func (r *reader) tilesetOf(file string, line, col int, xt *xTileset) (*tileset, error) {
	what := fmt.Sprintf("the tile set %q", xt.Name)
	ts := &tileset{first: xt.FirstGID, name: xt.Name, file: file, line: line, col: col,
		ref:   at{file: file, line: line, col: col, what: what},
		tileW: xt.TileWidth, tileH: xt.TileHeight, spacing: xt.Spacing, margin: xt.Margin,
		tileCount: xt.TileCount, columns: xt.Columns, tiles: map[int]*tileInfo{},
		align: xt.Align, renderSize: xt.RenderSize}
	r.boundTileset(ts)
	if xt.Offset != nil {
		ts.offX, ts.offY = xt.Offset.X, xt.Offset.Y
	}
	if xt.Image != nil {
		r.imageExtras(file, line, col, what, xt.Image.Trans, xt.Image.Data != nil)
		ts.image = r.image(file, line, col, gamePath(file, xt.Image.Source))
	}
	ts.props = r.propsFromTMX(ts.ref, xt.Props, 0, "")
	for i := range xt.Tiles {
		xd := &xt.Tiles[i]
		owner := fmt.Sprintf("the tile %d of the tile set %q", xd.ID, xt.Name)
		t := &tileInfo{id: xd.ID, class: xd.Class, line: xd.line, col: xd.col,
			props: r.propsFromTMX(at{file: file, line: xd.line, col: xd.col, what: owner}, xd.Props, 0, "")}
		if t.class == "" {
			t.class = xd.Type
		}
		if xd.Image != nil {
			r.imageExtras(file, xd.line, xd.col, owner, xd.Image.Trans, xd.Image.Data != nil)
			t.image, t.w, t.h = r.image(file, xd.line, xd.col, gamePath(file, xd.Image.Source)), xd.Image.W, xd.Image.H
			if !t.subRect(xd.SubX, xd.SubY, xd.SubW, xd.SubH) {
				r.warn(file, xd.line, xd.col, "%s: its sub-rectangle (x, y, width, height) reaches outside -2147483648..2147483647 pixels; the whole image is drawn", owner)
			}
		}
		if xd.Animation != nil {
			for _, f := range xd.Animation.Frames {
				t.frames = append(t.frames, frame{tile: f.TileID, duration: f.Duration})
			}
		}
		if xd.Objects != nil {
			if err := r.countObjects(file, xd.line, len(xd.Objects.Objects)); err != nil {
				return nil, err
			}
			for j := range xd.Objects.Objects {
				t.shapes = append(t.shapes, r.objectFromTMX(file, &xd.Objects.Objects[j], owner))
			}
		}
		ts.tiles[t.id] = t
	}
	return ts, nil
}

// layerBase makes a layer of the attributes every kind has.
func (r *reader) layerBase(file string, line, col int, xl *xLayer) *layer {
	l := &layer{id: xl.ID, name: xl.Name, class: xl.Class, visible: xl.Visible == nil || *xl.Visible != "0",
		tint: xl.Tint, line: line, col: col}
	p := layerAt(file, line, col, xl.ID, xl.Name)
	l.opacity = r.opacity(p, xl.Opacity)
	l.offsetX = r.float(p, "offsetx", xl.OffsetX, 0)
	l.offsetY = r.float(p, "offsety", xl.OffsetY, 0)
	l.parallaxX = r.float(p, "parallaxx", xl.ParallaxX, 1)
	l.parallaxY = r.float(p, "parallaxy", xl.ParallaxY, 1)
	l.props = r.propsFromTMX(p, xl.Props, 0, "")
	return l
}

// layerFromTMX makes a layer of a <layer>, <objectgroup> or <imagelayer>.
func (r *reader) layerFromTMX(file string, line, col int, kind string, xl *xLayer) (*layer, error) {
	l := r.layerBase(file, line, col, xl)
	switch kind {
	case "layer":
		l.kind = layerTiles
		l.w, l.h = r.layerSize(xl.Width, xl.Height)
		if xl.Data == nil {
			return l, nil
		}
		return l, r.tmxData(file, line, l, xl.Data)
	case "objectgroup":
		l.kind = layerObjects
		if err := r.countObjects(file, line, len(xl.Objects)); err != nil {
			return nil, err
		}
		in := layerAt(file, line, col, xl.ID, xl.Name).what
		for i := range xl.Objects {
			l.objects = append(l.objects, r.objectFromTMX(file, &xl.Objects[i], in))
		}
	case "imagelayer":
		l.kind = layerImage
		if xl.Image != nil {
			r.imageExtras(file, line, col, fmt.Sprintf("the image layer %q", xl.Name), xl.Image.Trans, xl.Image.Data != nil)
			l.image = r.image(file, line, col, gamePath(file, xl.Image.Source))
			l.imageW, l.imageH = xl.Image.W, xl.Image.H
		}
		l.repeatX = xl.RepeatX != nil && *xl.RepeatX == "1"
		l.repeatY = xl.RepeatY != nil && *xl.RepeatY == "1"
	}
	return l, nil
}

// tmxData decodes a tile layer's <data>, chunks and all.
func (r *reader) tmxData(file string, line int, l *layer, d *xData) error {
	gidsOf := func(tiles []xTile) []uint32 {
		out := make([]uint32, len(tiles))
		for i, t := range tiles {
			out[i] = t.GID
		}
		return out
	}
	where := layerAt(file, line, l.col, l.id, l.name)
	if len(d.Chunks) == 0 {
		gids, err := r.decodeCells(where, d.at, d.Encoding, d.Compression, d.Text, gidsOf(d.Tiles), l.w, l.h)
		l.gids = gids
		return err
	}
	cs := make([]chunk, len(d.Chunks))
	for i, c := range d.Chunks {
		cs[i] = chunk{x: c.X, y: c.Y, w: c.W, h: c.H, text: c.Text, textAt: c.at, tiles: gidsOf(c.Tiles)}
	}
	return r.joinChunks(where, l, d.Encoding, d.Compression, cs)
}

// objectFromTMX makes an object of an <object>; in names what holds it (a
// layer, a tile), for warnings about its properties.
func (r *reader) objectFromTMX(file string, xo *xObject, in string) *object {
	o := &object{id: xo.ID, name: xo.Name, class: xo.Class, gid: xo.GID, visible: xo.Visible == nil || *xo.Visible != "0",
		template: xo.Template, line: xo.line, col: xo.col, set: xo.set}
	p := objectAt(file, xo.line, xo.col, xo.ID, xo.Name)
	o.x, o.y = r.float(p, "x", xo.X, 0), r.float(p, "y", xo.Y, 0)
	o.w, o.h = r.float(p, "width", xo.W, 0), r.float(p, "height", xo.H, 0)
	o.rotation = r.float(p, "rotation", xo.Rotation, 0)
	if o.class == "" {
		o.class = xo.Type
	}
	o.props = r.propsFromTMX(p.in(in), xo.Props, 0, "")
	switch {
	case xo.Ellipse != nil:
		o.shape = shapeEllipse
	case xo.Point != nil:
		o.shape = shapePoint
	case xo.Polygon != nil:
		o.shape, o.points = shapePolygon, r.points(p, xo.Polygon.Points)
	case xo.Polyline != nil:
		o.shape, o.points = shapePolyline, r.points(p, xo.Polyline.Points)
	case xo.Text != nil:
		t := xo.Text
		o.shape, o.text, o.textColor, o.textAlign, o.wrap = shapeText, t.Text, t.Color, t.HAlign, t.Wrap == 1
		o.style = textStyle{vAlign: t.VAlign, family: t.Family, bold: t.Bold == 1, italic: t.Italic == 1, underline: t.Under == 1, strikes: t.Strike == 1}
		o.textSize = r.float(p, "pixelsize", t.Size, 16) // Tiled's default pixel size
		if o.textSize == 0 {
			o.textSize = 16
		}
	}
	if o.template != "" {
		r.applyTemplate(file, o)
	}
	return o
}

// points reads a polygon's "x1,y1 x2,y2 ..." points; a point that is not
// two finite numbers of at most MaxNumber warns and is left out.
func (r *reader) points(where at, s string) [][2]float64 {
	var out [][2]float64
	for _, p := range strings.Fields(s) {
		xs, ys, ok := strings.Cut(p, ",")
		x, ok1 := finite(xs)
		y, ok2 := finite(ys)
		if !ok || !ok1 || !ok2 {
			r.warn(where.file, where.line, where.col, "%s: the point %q is not \"x,y\", two finite numbers of at most %d (tiled.MaxNumber); it is left out", where.what, p, MaxNumber)
			continue
		}
		out = append(out, [2]float64{x, y})
	}
	return out
}

// propsFromTMX reads a <properties> element (nil: none) of what owner
// names; the properties are members of the class property named prefix
// ("" for none). A value that is not of its declared type, or a type Tiled
// does not write, warns at its <property>, naming owner and the property
// (a class's member as "Class.member"), and is left out (badProp).
func (r *reader) propsFromTMX(owner at, ps *xProps, depth int, prefix string) []prop {
	if ps == nil {
		return nil
	}
	if depth > MaxPropertyDepth {
		r.warn(owner.file, owner.line, owner.col, "%s: class properties nested deeper than %d are left out", owner.what, MaxPropertyDepth)
		return nil
	}
	var out []prop
	for _, xp := range ps.List {
		p := prop{name: xp.Name, typ: xp.Type}
		if p.typ == "" {
			p.typ = "string"
		}
		pa := owner
		if xp.line > 0 {
			pa.line, pa.col = xp.line, xp.col
		}
		if p.typ == "class" {
			members := r.propsFromTMX(pa, xp.Props, depth+1, prefix+xp.Name+".")
			p.value = membersJSON(members)
			out = append(out, p)
			continue
		}
		text := xp.Text
		if xp.Value != nil {
			text = *xp.Value
		}
		v, err := propValue(owner.file, p.typ, text)
		if err != nil {
			r.badProp(pa, prefix+xp.Name, p.typ, err)
			continue
		}
		if v != nil {
			p.value = v
			out = append(out, p)
		}
	}
	return out
}

// membersJSON returns a class's members as a JSON object, in order.
func membersJSON(members []prop) json.RawMessage {
	var b strings.Builder
	b.WriteByte('{')
	for i, m := range members {
		if i > 0 {
			b.WriteByte(',')
		}
		k, _ := json.Marshal(m.name)
		b.Write(k)
		b.WriteByte(':')
		b.Write(m.value)
	}
	b.WriteByte('}')
	return json.RawMessage(b.String())
}

// propValue converts a property's text, as TMX writes it, to JSON. A color
// or file that is empty (unset) gives nil.
func propValue(file, typ, text string) (json.RawMessage, error) {
	var v any
	switch typ {
	case "string":
		v = text
	case "int", "object":
		n, err := strconv.ParseInt(strings.TrimSpace(text), 10, 64)
		if err != nil {
			return nil, fmt.Errorf("%q is not a whole number", text)
		}
		v = n
	case "float":
		f, err := strconv.ParseFloat(strings.TrimSpace(text), 64)
		if err != nil || f != f || f > 1e300 || f < -1e300 {
			return nil, fmt.Errorf("%q is not a number", text)
		}
		v = f
	case "bool":
		b, err := strconv.ParseBool(strings.TrimSpace(text))
		if err != nil {
			return nil, fmt.Errorf("%q is not true or false", text)
		}
		v = b
	case "color":
		if text == "" {
			return nil, nil
		}
		c, ok := griffColor(text)
		if !ok {
			return nil, fmt.Errorf("%q is not a colour (#aarrggbb)", text)
		}
		v = c
	case "file":
		if text == "" {
			return nil, nil
		}
		v = gamePath(file, text)
	default:
		return nil, fmt.Errorf("the type %q is not one Tiled writes", typ)
	}
	return json.Marshal(v)
}

// griffColor turns a Tiled colour ("#aarrggbb" or "#rrggbb", the # optional)
// into Griff's spelling ("#rrggbbaa" or "#rrggbb").
func griffColor(s string) (string, bool) {
	s = strings.TrimPrefix(strings.TrimSpace(s), "#")
	for _, c := range s {
		if !strings.ContainsRune("0123456789abcdefABCDEF", c) {
			return "", false
		}
	}
	switch len(s) {
	case 6:
		return "#" + strings.ToLower(s), true
	case 8:
		return "#" + strings.ToLower(s[2:]+s[:2]), true
	}
	return "", false
}
