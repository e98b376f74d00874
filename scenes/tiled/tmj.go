package tiled

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/griffengine/griff/scenes/internal/jsontree"
)

// The JSON format (TMJ, TSJ) as encoding/json reads it.

type jProp struct {
	Name  string          `json:"name"`
	Type  string          `json:"type"`
	Value json.RawMessage `json:"value"`
}

type jObject struct {
	ID       int                  `json:"id"`
	Name     string               `json:"name"`
	Type     string               `json:"type"`
	Class    string               `json:"class"`
	X        num                  `json:"x"`
	Y        num                  `json:"y"`
	W        num                  `json:"width"`
	H        num                  `json:"height"`
	Rotation num                  `json:"rotation"`
	GID      uint32               `json:"gid"`
	Visible  *bool                `json:"visible"`
	Template string               `json:"template"`
	Ellipse  bool                 `json:"ellipse"`
	Point    bool                 `json:"point"`
	Polygon  []struct{ X, Y num } `json:"polygon"`
	Polyline []struct{ X, Y num } `json:"polyline"`
	Text     *struct {
		Text   string `json:"text"`
		Size   num    `json:"pixelsize"`
		Wrap   bool   `json:"wrap"`
		Color  string `json:"color"`
		HAlign string `json:"halign"`
		VAlign string `json:"valign"`
		Family string `json:"fontfamily"`
		Bold   bool   `json:"bold"`
		Italic bool   `json:"italic"`
		Under  bool   `json:"underline"`
		Strike bool   `json:"strikeout"`
	} `json:"text"`
	Props []jProp `json:"properties"`
	set   map[string]bool
}

// UnmarshalJSON reads an object, noting the keys it gives.
func (o *jObject) UnmarshalJSON(b []byte) error {
	type plain jObject
	if err := json.Unmarshal(b, (*plain)(o)); err != nil {
		return err
	}
	var keys map[string]json.RawMessage
	if err := json.Unmarshal(b, &keys); err != nil {
		return err
	}
	o.set = map[string]bool{}
	for k := range keys {
		o.set[k] = true
	}
	return nil
}

type jChunk struct {
	X    int             `json:"x"`
	Y    int             `json:"y"`
	W    int             `json:"width"`
	H    int             `json:"height"`
	Data json.RawMessage `json:"data"`
}

type jLayer struct {
	Type        string          `json:"type"`
	ID          int             `json:"id"`
	Name        string          `json:"name"`
	Class       string          `json:"class"`
	Visible     *bool           `json:"visible"`
	Opacity     num             `json:"opacity"`
	OffsetX     num             `json:"offsetx"`
	OffsetY     num             `json:"offsety"`
	ParallaxX   num             `json:"parallaxx"`
	ParallaxY   num             `json:"parallaxy"`
	Tint        string          `json:"tintcolor"`
	Width       int             `json:"width"`
	Height      int             `json:"height"`
	Data        json.RawMessage `json:"data"`
	Encoding    string          `json:"encoding"`
	Compression string          `json:"compression"`
	Chunks      []jChunk        `json:"chunks"`
	Objects     []jObject       `json:"objects"`
	Image       string          `json:"image"`
	Trans       string          `json:"transparentcolor"`
	ImageW      int             `json:"imagewidth"`
	ImageH      int             `json:"imageheight"`
	RepeatX     bool            `json:"repeatx"`
	RepeatY     bool            `json:"repeaty"`
	Layers      []jLayer        `json:"layers"`
	Props       []jProp         `json:"properties"`
}

type jTile struct {
	ID    int    `json:"id"`
	Type  string `json:"type"`
	Class string `json:"class"`
	Image string `json:"image"`
	W     int    `json:"imagewidth"`
	H     int    `json:"imageheight"`
	// The sub-rectangle of its image a tile of a collection shows (Tiled
	// 1.9); width and height default to the image's.
	SubX      int     `json:"x"`
	SubY      int     `json:"y"`
	SubW      int     `json:"width"`
	SubH      int     `json:"height"`
	Props     []jProp `json:"properties"`
	Animation []struct {
		TileID   int `json:"tileid"`
		Duration int `json:"duration"`
	} `json:"animation"`
	Objects *struct {
		Objects []jObject `json:"objects"`
	} `json:"objectgroup"`
}

type jTileset struct {
	FirstGID   num     `json:"firstgid"`
	Source     string  `json:"source"`
	Name       string  `json:"name"`
	TileWidth  int     `json:"tilewidth"`
	TileHeight int     `json:"tileheight"`
	Spacing    int     `json:"spacing"`
	Margin     int     `json:"margin"`
	TileCount  int     `json:"tilecount"`
	Columns    int     `json:"columns"`
	Image      string  `json:"image"`
	Trans      string  `json:"transparentcolor"`
	Tiles      []jTile `json:"tiles"`
	Props      []jProp `json:"properties"`
	// Drawing settings (Tiled 1.4, 1.9).
	Align      string       `json:"objectalignment"`
	RenderSize string       `json:"tilerendersize"`
	Offset     *jTileOffset `json:"tileoffset"`
}

// jTileOffset is a tile set's "tileoffset": where its tiles are drawn from
// their cells, in pixels.
type jTileOffset struct {
	X int `json:"x"`
	Y int `json:"y"`
}

type jMap struct {
	Type            string     `json:"type"`
	Orientation     string     `json:"orientation"`
	Width           int        `json:"width"`
	Height          int        `json:"height"`
	TileWidth       int        `json:"tilewidth"`
	TileHeight      int        `json:"tileheight"`
	Infinite        bool       `json:"infinite"`
	BackgroundColor string     `json:"backgroundcolor"`
	ParallaxOriginX num        `json:"parallaxoriginx"`
	ParallaxOriginY num        `json:"parallaxoriginy"`
	Layers          []jLayer   `json:"layers"`
	Tilesets        []jTileset `json:"tilesets"`
	Props           []jProp    `json:"properties"`
}

// jsonError turns an encoding/json error into a *FileError at its line and
// column (jsontree.ErrorAt).
func jsonError(file string, data []byte, err error) error {
	line, col, _ := jsontree.ErrorAt(data, err)
	kind := ErrSyntax
	var te *json.UnmarshalTypeError
	if errors.As(err, &te) {
		kind = ErrFormat
	}
	return &FileError{File: file, Line: line, Column: col, Err: fmt.Errorf("%w: %v", kind, err)}
}

// readTMJ reads a JSON map. Each warning is placed at its value's line and
// column: the file is parsed a second time with places (jroot), its tile
// layers' data kept whole.
func (r *reader) readTMJ(data []byte) (*tmap, error) {
	var jm jMap
	if err := json.Unmarshal(data, &jm); err != nil {
		return nil, jsonError(r.file, data, err)
	}
	root := jroot(data)
	if jm.Type != "" && jm.Type != "map" {
		line, col := root.get("type").pos()
		return nil, &FileError{File: r.file, Line: max(line, 1), Column: col, Err: fmt.Errorf("%w: \"type\" is %q, want \"map\"", ErrFormat, jm.Type)}
	}
	m := &tmap{orientation: jm.Orientation, width: jm.Width, height: jm.Height,
		tileW: jm.TileWidth, tileH: jm.TileHeight, infinite: jm.Infinite, background: jm.BackgroundColor}
	line, col := root.pos()
	m.where = at{file: r.file, line: line, col: col, what: "the map", j: root}
	m.parallaxOrigin = [2]float64{r.float(m.where, "parallaxoriginx", jm.ParallaxOriginX, 0), r.float(m.where, "parallaxoriginy", jm.ParallaxOriginY, 0)}
	if m.orientation == "" {
		m.orientation = "orthogonal"
	}
	m.propsLine, m.propsCol = root.get("properties").pos()
	m.props = r.propsFromTMJ(jm.Props, root.get("properties"), at{file: r.file, what: "the map"}, "")
	jts := root.get("tilesets")
	if len(jm.Tilesets) > MaxTilesets {
		line, col := jts.pos()
		return nil, &FileError{File: r.file, Line: line, Column: col, Err: fmt.Errorf("%w: %d tile sets, more than %d (tiled.MaxTilesets)", ErrLimit, len(jm.Tilesets), MaxTilesets)}
	}
	for i := range jm.Tilesets {
		jt := &jm.Tilesets[i]
		ja := jts.item(i)
		line, col := ja.pos()
		ref := at{file: r.file, line: line, col: col, what: fmt.Sprintf("the tile set %q", jt.Name), j: ja}
		var ts *tileset
		var err error
		if jt.Source != "" {
			ref.what = "the tile set " + gamePath(r.file, jt.Source)
			ts, err = r.externalTileset(ref, jt.FirstGID, jt.Source)
		} else {
			ts, err = r.tilesetOfTMJ(r.file, jt, ja)
			if ts != nil {
				ts.ref = ref
			}
		}
		if err != nil {
			return nil, err
		}
		m.tilesets = append(m.tilesets, ts)
	}
	r.mapW, r.mapH = m.width, m.height
	if err := r.checkHeader(m); err != nil {
		return nil, err
	}
	var err error
	m.layers, err = r.layersOfTMJ(jm.Layers, root.get("layers"), 0)
	return m, err
}

// readTSJ reads a tile set file in the JSON format.
func (r *reader) readTSJ(name string, data []byte) (*tileset, error) {
	var jt jTileset
	if err := json.Unmarshal(data, &jt); err != nil {
		return nil, jsonError(name, data, err)
	}
	return r.tilesetOfTMJ(name, &jt, jroot(data))
}

// tilesetOfTMJ makes a tile set of jt, a tile set of file whose value (and
// place) is ja.
func (r *reader) tilesetOfTMJ(file string, jt *jTileset, ja jat) (*tileset, error) {
	line, col := ja.pos()
	ts := &tileset{first: jt.FirstGID, name: jt.Name, file: file, line: line, col: col, tileW: jt.TileWidth, tileH: jt.TileHeight,
		spacing: jt.Spacing, margin: jt.Margin, tileCount: jt.TileCount, columns: jt.Columns, tiles: map[int]*tileInfo{},
		align: jt.Align, renderSize: jt.RenderSize}
	r.boundTileset(ts)
	if jt.Offset != nil {
		ts.offX, ts.offY = jt.Offset.X, jt.Offset.Y
	}
	ts.ref = at{file: file, line: line, col: col, what: fmt.Sprintf("the tile set %q", jt.Name), j: ja}
	il, ic := ja.get("image").pos()
	r.imageExtras(file, il, ic, ts.ref.what, jt.Trans, false)
	ts.image = r.image(file, il, ic, gamePath(file, jt.Image))
	ts.props = r.propsFromTMJ(jt.Props, ja.get("properties"), at{file: file, what: fmt.Sprintf("the tile set %q", jt.Name)}, "")
	jtiles := ja.get("tiles")
	for i := range jt.Tiles {
		jd := &jt.Tiles[i]
		jd1 := jtiles.item(i)
		t := &tileInfo{id: jd.ID, class: jd.Class, w: jd.W, h: jd.H}
		t.line, t.col = jd1.pos()
		il, ic := jd1.get("image").pos()
		t.image = r.image(file, il, ic, gamePath(file, jd.Image))
		owner := fmt.Sprintf("the tile %d of the tile set %q", jd.ID, jt.Name)
		if jd.Image != "" && !t.subRect(jd.SubX, jd.SubY, jd.SubW, jd.SubH) {
			r.warn(file, t.line, t.col, "%s: its sub-rectangle (x, y, width, height) reaches outside -2147483648..2147483647 pixels; the whole image is drawn", owner)
		}
		t.props = r.propsFromTMJ(jd.Props, jd1.get("properties"), at{file: file, what: owner}, "")
		if t.class == "" {
			t.class = jd.Type
		}
		for _, f := range jd.Animation {
			t.frames = append(t.frames, frame{tile: f.TileID, duration: f.Duration})
		}
		if jd.Objects != nil {
			if err := r.countObjects(file, t.line, len(jd.Objects.Objects)); err != nil {
				return nil, err
			}
			jobjs := jd1.get("objectgroup").get("objects")
			for j := range jd.Objects.Objects {
				t.shapes = append(t.shapes, r.objectOfTMJ(file, &jd.Objects.Objects[j], jobjs.item(j), owner))
			}
		}
		ts.tiles[t.id] = t
	}
	return ts, nil
}

// layersOfTMJ makes the layers of js, whose array in the file is ja.
func (r *reader) layersOfTMJ(js []jLayer, ja jat, depth int) ([]*layer, error) {
	if depth > MaxGroupDepth {
		line, col := ja.pos()
		return nil, &FileError{File: r.file, Line: line, Column: col, Err: fmt.Errorf("%w: groups nested deeper than %d", ErrLimit, MaxGroupDepth)}
	}
	var out []*layer
	for i := range js {
		line, _ := ja.item(i).pos()
		if err := r.countLayer(r.file, line); err != nil {
			return nil, err
		}
		l, err := r.layerOfTMJ(&js[i], ja.item(i), depth)
		if err != nil {
			return nil, err
		}
		if l != nil {
			out = append(out, l)
		}
	}
	return out, nil
}

func (r *reader) layerOfTMJ(jl *jLayer, ja jat, depth int) (*layer, error) {
	line, col := ja.pos()
	p := layerAt(r.file, line, col, jl.ID, jl.Name)
	p.j = ja
	l := &layer{id: jl.ID, name: jl.Name, class: jl.Class, visible: jl.Visible == nil || *jl.Visible,
		tint: jl.Tint, line: line, col: col}
	l.props = r.propsFromTMJ(jl.Props, ja.get("properties"), p, "")
	l.opacity = r.opacity(p, jl.Opacity)
	l.offsetX = r.float(p, "offsetx", jl.OffsetX, 0)
	l.offsetY = r.float(p, "offsety", jl.OffsetY, 0)
	l.parallaxX = r.float(p, "parallaxx", jl.ParallaxX, 1)
	l.parallaxY = r.float(p, "parallaxy", jl.ParallaxY, 1)
	switch jl.Type {
	case "tilelayer":
		l.kind = layerTiles
		l.w, l.h = r.layerSize(jl.Width, jl.Height)
		return l, r.tmjData(l, jl, p)
	case "objectgroup":
		l.kind = layerObjects
		if err := r.countObjects(r.file, line, len(jl.Objects)); err != nil {
			return nil, err
		}
		jobjs := ja.get("objects")
		for i := range jl.Objects {
			l.objects = append(l.objects, r.objectOfTMJ(r.file, &jl.Objects[i], jobjs.item(i), p.what))
		}
	case "imagelayer":
		il, ic := ja.get("image").pos()
		r.imageExtras(r.file, il, ic, fmt.Sprintf("the image layer %q", jl.Name), jl.Trans, false)
		l.kind, l.image, l.repeatX, l.repeatY = layerImage, r.image(r.file, il, ic, gamePath(r.file, jl.Image)), jl.RepeatX, jl.RepeatY
		l.imageW, l.imageH = jl.ImageW, jl.ImageH
	case "group":
		l.kind = layerGroup
		var err error
		if l.layers, err = r.layersOfTMJ(jl.Layers, ja.get("layers"), depth+1); err != nil {
			return nil, err
		}
	default:
		file, line, col := p.place("type")
		r.warn(file, line, col, "%s has the type %q, which Griff does not read; it is left out", p.what, jl.Type)
		return nil, nil
	}
	return l, nil
}

// tmjData decodes a tile layer's data or chunks; p is the layer's place.
func (r *reader) tmjData(l *layer, jl *jLayer, p at) error {
	if len(jl.Chunks) == 0 {
		dataAt := spotOf(p.j.get("data"))
		text, tiles, enc := r.jsonCells(p, dataAt, jl.Data, jl.Encoding)
		gids, err := r.decodeCells(p, dataAt, enc, jl.Compression, text, tiles, l.w, l.h)
		l.gids = gids
		return err
	}
	cs := make([]chunk, len(jl.Chunks))
	var enc string
	jcs := p.j.get("chunks")
	for i, c := range jl.Chunks {
		cs[i] = chunk{x: c.X, y: c.Y, w: c.W, h: c.H, textAt: spotOf(jcs.item(i).get("data"))}
		cs[i].text, cs[i].tiles, enc = r.jsonCells(p, cs[i].textAt, c.Data, jl.Encoding)
	}
	return r.joinChunks(p, l, enc, jl.Compression, cs)
}

// spotOf returns the place of j (zero for the zero jat).
func spotOf(j jat) spot {
	line, col := j.pos()
	return spot{line, col}
}

// jsonCells reads "data" (at dataAt, of the layer p names): an array of
// gids, or a base64 string. It returns the encoding decodeCells takes: ""
// for the array.
func (r *reader) jsonCells(p at, dataAt spot, data json.RawMessage, enc string) (string, []uint32, string) {
	data = bytes.TrimSpace(data)
	if len(data) == 0 || data[0] != '"' {
		var gids []uint32
		if len(data) > 0 && json.Unmarshal(data, &gids) != nil {
			r.warn(p.file, dataAt.line, dataAt.col, "%s: its \"data\" is not an array of tile ids; the layer is left empty", p.what)
		}
		return "", gids, ""
	}
	var s string
	_ = json.Unmarshal(data, &s)
	if enc == "" {
		enc = "base64"
	}
	return s, nil, enc
}

// objectOfTMJ makes an object of jo, whose value in file is ja; in names
// what holds it (a layer, a tile), for warnings about its properties.
func (r *reader) objectOfTMJ(file string, jo *jObject, ja jat, in string) *object {
	line, col := ja.pos()
	o := &object{id: jo.ID, name: jo.Name, class: jo.Class, gid: jo.GID, visible: jo.Visible == nil || *jo.Visible,
		template: jo.Template, set: jo.set, line: line, col: col}
	p := objectAt(file, line, col, jo.ID, jo.Name)
	p.j = ja
	o.props = r.propsFromTMJ(jo.Props, ja.get("properties"), p, in)
	o.x, o.y = r.float(p, "x", jo.X, 0), r.float(p, "y", jo.Y, 0)
	o.w, o.h = r.float(p, "width", jo.W, 0), r.float(p, "height", jo.H, 0)
	o.rotation = r.float(p, "rotation", jo.Rotation, 0)
	if o.class == "" {
		o.class = jo.Type
	}
	switch {
	case jo.Ellipse:
		o.shape = shapeEllipse
	case jo.Point:
		o.shape = shapePoint
	case jo.Polygon != nil:
		o.shape, o.points = shapePolygon, r.jsonPoints(p, ja.get("polygon"), jo.Polygon)
	case jo.Polyline != nil:
		o.shape, o.points = shapePolyline, r.jsonPoints(p, ja.get("polyline"), jo.Polyline)
	case jo.Text != nil:
		t := jo.Text
		o.shape, o.text, o.textColor, o.textAlign, o.wrap = shapeText, t.Text, t.Color, t.HAlign, t.Wrap
		o.style = textStyle{vAlign: t.VAlign, family: t.Family, bold: t.Bold, italic: t.Italic, underline: t.Under, strikes: t.Strike}
		tp := p
		tp.j = ja.get("text")
		o.textSize = r.float(tp, "pixelsize", t.Size, 16)
		if o.textSize == 0 {
			o.textSize = 16
		}
	}
	if o.template != "" {
		r.applyTemplate(file, o)
	}
	return o
}

// jsonPoints reads a polygon's or polyline's points (the array ja); a point
// that is not two finite numbers of at most MaxNumber warns at its place and
// is left out.
func (r *reader) jsonPoints(where at, ja jat, ps []struct{ X, Y num }) [][2]float64 {
	out := make([][2]float64, 0, len(ps))
	for i, p := range ps {
		x, ok1 := r.coordinate(p.X)
		y, ok2 := r.coordinate(p.Y)
		if !ok1 || !ok2 {
			line, col := where.line, where.col
			if l, c := ja.item(i).pos(); l > 0 {
				line, col = l, c
			}
			r.warn(where.file, line, col, "%s: the point {%q, %q} is not two finite numbers of at most %d (tiled.MaxNumber); it is left out", where.what, p.X.text, p.Y.text, MaxNumber)
			continue
		}
		out = append(out, [2]float64{x, y})
	}
	return out
}

// propsFromTMJ reads a "properties" array (ja in the file) of what owner
// names (in: what holds it, "" for nothing). A class's value is its members
// as written, but the JSON format gives no member types: a member that is a
// string of the form "#aarrggbb" is taken for a colour and written as Griff
// writes colours ("#rrggbbaa"), as the XML format's typed members are. A
// value that is not of its declared type, or a type Tiled does not write,
// warns at the value's place, naming owner and the property, and the
// property is left out (badProp).
func (r *reader) propsFromTMJ(js []jProp, ja jat, owner at, in string) []prop {
	var out []prop
	for i, jp := range js {
		p := prop{name: jp.Name, typ: jp.Type}
		if p.typ == "" {
			p.typ = "string"
		}
		raw := bytes.TrimSpace(jp.Value)
		if p.typ == "class" {
			if len(raw) == 0 || raw[0] != '{' {
				raw = json.RawMessage(`{}`)
			}
			p.value = classColors(raw, 0)
			out = append(out, p)
			continue
		}
		text := string(raw)
		var s string
		if json.Unmarshal(raw, &s) == nil {
			text = s
		}
		if p.typ == "string" && !strings.HasPrefix(string(raw), `"`) {
			text = string(raw)
		}
		v, err := propValue(owner.file, p.typ, text)
		if err != nil {
			pa := owner
			pa.j = ja.item(i)
			if l, c := pa.j.pos(); l > 0 {
				pa.line, pa.col = l, c
			}
			if l, c := pa.j.get("value").pos(); l > 0 {
				pa.line, pa.col = l, c
			}
			r.badProp(pa.in(in), jp.Name, p.typ, err)
			continue
		}
		if v != nil {
			p.value = v
			out = append(out, p)
		}
	}
	return out
}

// classColors returns a class's members with every string member of the
// form "#aarrggbb" turned into Griff's "#rrggbbaa", in nested classes too
// (to MaxPropertyDepth), keeping the members' order.
func classColors(raw json.RawMessage, depth int) json.RawMessage {
	dec := json.NewDecoder(bytes.NewReader(raw))
	if tok, err := dec.Token(); err != nil || tok != json.Delim('{') || depth > MaxPropertyDepth {
		return raw
	}
	var b bytes.Buffer
	b.WriteByte('{')
	for dec.More() {
		tok, err := dec.Token()
		key, ok := tok.(string)
		var v json.RawMessage
		if err != nil || !ok || dec.Decode(&v) != nil {
			return raw
		}
		if b.Len() > 1 {
			b.WriteByte(',')
		}
		k, _ := json.Marshal(key)
		b.Write(k)
		b.WriteByte(':')
		var s string
		switch {
		case len(v) > 0 && v[0] == '{':
			v = classColors(v, depth+1)
		case json.Unmarshal(v, &s) == nil && len(s) == 9 && s[0] == '#':
			if c, ok := griffColor(s); ok {
				v, _ = json.Marshal(c)
			}
		}
		b.Write(v)
	}
	b.WriteByte('}')
	return b.Bytes()
}
