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
	ImageW      int             `json:"imagewidth"`
	ImageH      int             `json:"imageheight"`
	RepeatX     bool            `json:"repeatx"`
	RepeatY     bool            `json:"repeaty"`
	Layers      []jLayer        `json:"layers"`
	Props       []jProp         `json:"properties"`
}

type jTile struct {
	ID        int     `json:"id"`
	Type      string  `json:"type"`
	Class     string  `json:"class"`
	Image     string  `json:"image"`
	W         int     `json:"imagewidth"`
	H         int     `json:"imageheight"`
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
	FirstGID   uint32  `json:"firstgid"`
	Source     string  `json:"source"`
	Name       string  `json:"name"`
	TileWidth  int     `json:"tilewidth"`
	TileHeight int     `json:"tileheight"`
	Spacing    int     `json:"spacing"`
	Margin     int     `json:"margin"`
	TileCount  int     `json:"tilecount"`
	Columns    int     `json:"columns"`
	Image      string  `json:"image"`
	Tiles      []jTile `json:"tiles"`
	Props      []jProp `json:"properties"`
}

type jMap struct {
	Type            string     `json:"type"`
	Orientation     string     `json:"orientation"`
	Width           int        `json:"width"`
	Height          int        `json:"height"`
	TileWidth       int        `json:"tilewidth"`
	TileHeight      int        `json:"tileheight"`
	Infinite        bool       `json:"infinite"`
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

// readTMJ reads a JSON map.
func (r *reader) readTMJ(data []byte) (*tmap, error) {
	var jm jMap
	if err := json.Unmarshal(data, &jm); err != nil {
		return nil, jsonError(r.file, data, err)
	}
	if jm.Type != "" && jm.Type != "map" {
		return nil, &FileError{File: r.file, Line: 1, Err: fmt.Errorf("%w: \"type\" is %q, want \"map\"", ErrFormat, jm.Type)}
	}
	m := &tmap{orientation: jm.Orientation, width: jm.Width, height: jm.Height,
		tileW: jm.TileWidth, tileH: jm.TileHeight, infinite: jm.Infinite}
	where := at{file: r.file, what: "the map"}
	m.parallaxOrigin = [2]float64{r.float(where, "parallaxoriginx", jm.ParallaxOriginX, 0), r.float(where, "parallaxoriginy", jm.ParallaxOriginY, 0)}
	if m.orientation == "" {
		m.orientation = "orthogonal"
	}
	m.props = r.propsFromTMJ(r.file, jm.Props)
	if len(jm.Tilesets) > MaxTilesets {
		return nil, &FileError{File: r.file, Err: fmt.Errorf("%w: %d tile sets, more than %d (tiled.MaxTilesets)", ErrLimit, len(jm.Tilesets), MaxTilesets)}
	}
	for i := range jm.Tilesets {
		jt := &jm.Tilesets[i]
		var ts *tileset
		var err error
		if jt.Source != "" {
			ts, err = r.externalTileset(r.file, 0, jt.FirstGID, jt.Source)
		} else {
			ts, err = r.tilesetOfTMJ(r.file, jt)
		}
		if err != nil {
			return nil, err
		}
		m.tilesets = append(m.tilesets, ts)
	}
	r.mapW, r.mapH = m.width, m.height
	var err error
	m.layers, err = r.layersOfTMJ(jm.Layers, 0)
	return m, err
}

// readTSJ reads a tile set file in the JSON format.
func (r *reader) readTSJ(name string, data []byte) (*tileset, error) {
	var jt jTileset
	if err := json.Unmarshal(data, &jt); err != nil {
		return nil, jsonError(name, data, err)
	}
	return r.tilesetOfTMJ(name, &jt)
}

func (r *reader) tilesetOfTMJ(file string, jt *jTileset) (*tileset, error) {
	ts := &tileset{firstGID: jt.FirstGID, name: jt.Name, file: file, tileW: jt.TileWidth, tileH: jt.TileHeight,
		spacing: jt.Spacing, margin: jt.Margin, tileCount: jt.TileCount, columns: jt.Columns,
		image: r.image(file, 0, gamePath(file, jt.Image)), tiles: map[int]*tileInfo{}}
	ts.props = r.propsFromTMJ(file, jt.Props)
	for i := range jt.Tiles {
		jd := &jt.Tiles[i]
		t := &tileInfo{id: jd.ID, class: jd.Class, image: r.image(file, 0, gamePath(file, jd.Image)), w: jd.W, h: jd.H,
			props: r.propsFromTMJ(file, jd.Props)}
		if t.class == "" {
			t.class = jd.Type
		}
		for _, f := range jd.Animation {
			t.frames = append(t.frames, frame{tile: f.TileID, duration: f.Duration})
		}
		if jd.Objects != nil {
			if err := r.countObjects(file, 0, len(jd.Objects.Objects)); err != nil {
				return nil, err
			}
			for j := range jd.Objects.Objects {
				t.shapes = append(t.shapes, r.objectOfTMJ(file, &jd.Objects.Objects[j]))
			}
		}
		ts.tiles[t.id] = t
	}
	return ts, nil
}

func (r *reader) layersOfTMJ(js []jLayer, depth int) ([]*layer, error) {
	if depth > MaxGroupDepth {
		return nil, &FileError{File: r.file, Err: fmt.Errorf("%w: groups nested deeper than %d", ErrLimit, MaxGroupDepth)}
	}
	var out []*layer
	for i := range js {
		if err := r.countLayer(r.file, 0); err != nil {
			return nil, err
		}
		l, err := r.layerOfTMJ(&js[i], depth)
		if err != nil {
			return nil, err
		}
		if l != nil {
			out = append(out, l)
		}
	}
	return out, nil
}

func (r *reader) layerOfTMJ(jl *jLayer, depth int) (*layer, error) {
	l := &layer{id: jl.ID, name: jl.Name, class: jl.Class, visible: jl.Visible == nil || *jl.Visible,
		tint: jl.Tint, props: r.propsFromTMJ(r.file, jl.Props)}
	p := layerAt(r.file, 0, 0, jl.ID, jl.Name)
	l.opacity = r.opacity(p, jl.Opacity)
	l.offsetX = r.float(p, "offsetx", jl.OffsetX, 0)
	l.offsetY = r.float(p, "offsety", jl.OffsetY, 0)
	l.parallaxX = r.float(p, "parallaxx", jl.ParallaxX, 1)
	l.parallaxY = r.float(p, "parallaxy", jl.ParallaxY, 1)
	switch jl.Type {
	case "tilelayer":
		l.kind = layerTiles
		l.w, l.h = r.layerSize(jl.Width, jl.Height)
		return l, r.tmjData(l, jl)
	case "objectgroup":
		l.kind = layerObjects
		if err := r.countObjects(r.file, 0, len(jl.Objects)); err != nil {
			return nil, err
		}
		for i := range jl.Objects {
			l.objects = append(l.objects, r.objectOfTMJ(r.file, &jl.Objects[i]))
		}
	case "imagelayer":
		l.kind, l.image, l.repeatX, l.repeatY = layerImage, r.image(r.file, 0, gamePath(r.file, jl.Image)), jl.RepeatX, jl.RepeatY
		l.imageW, l.imageH = jl.ImageW, jl.ImageH
	case "group":
		l.kind = layerGroup
		var err error
		if l.layers, err = r.layersOfTMJ(jl.Layers, depth+1); err != nil {
			return nil, err
		}
	default:
		r.warn(r.file, 0, 0, "the layer %q has the type %q, which Griff does not read; it is left out", jl.Name, jl.Type)
		return nil, nil
	}
	return l, nil
}

// tmjData decodes a tile layer's data or chunks.
func (r *reader) tmjData(l *layer, jl *jLayer) error {
	if len(jl.Chunks) == 0 {
		text, tiles, enc := r.jsonCells(jl.Data, jl.Encoding)
		gids, err := r.decodeCells(layerAt(r.file, 0, 0, l.id, l.name), spot{}, enc, jl.Compression, text, tiles, l.w, l.h)
		l.gids = gids
		return err
	}
	cs := make([]chunk, len(jl.Chunks))
	var enc string
	for i, c := range jl.Chunks {
		cs[i] = chunk{x: c.X, y: c.Y, w: c.W, h: c.H}
		cs[i].text, cs[i].tiles, enc = r.jsonCells(c.Data, jl.Encoding)
	}
	return r.joinChunks(layerAt(r.file, 0, 0, l.id, l.name), l, enc, jl.Compression, cs)
}

// jsonCells reads "data": an array of gids, or a base64 string. It returns
// the encoding decodeCells takes: "" for the array.
func (r *reader) jsonCells(data json.RawMessage, enc string) (string, []uint32, string) {
	data = bytes.TrimSpace(data)
	if len(data) == 0 || data[0] != '"' {
		var gids []uint32
		if len(data) > 0 && json.Unmarshal(data, &gids) != nil {
			r.warn(r.file, 0, 0, "a tile layer's \"data\" is not an array of tile ids; the layer is left empty")
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

func (r *reader) objectOfTMJ(file string, jo *jObject) *object {
	o := &object{id: jo.ID, name: jo.Name, class: jo.Class, gid: jo.GID, visible: jo.Visible == nil || *jo.Visible,
		template: jo.Template, props: r.propsFromTMJ(file, jo.Props), set: jo.set}
	p := objectAt(file, 0, 0, jo.ID, jo.Name)
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
		o.shape, o.points = shapePolygon, r.jsonPoints(p, jo.Polygon)
	case jo.Polyline != nil:
		o.shape, o.points = shapePolyline, r.jsonPoints(p, jo.Polyline)
	case jo.Text != nil:
		t := jo.Text
		o.shape, o.text, o.textColor, o.textAlign, o.wrap = shapeText, t.Text, t.Color, t.HAlign, t.Wrap
		o.textSize = r.float(p, "pixelsize", t.Size, 16)
		if o.textSize == 0 {
			o.textSize = 16
		}
	}
	if o.template != "" {
		r.applyTemplate(file, o)
	}
	return o
}

// jsonPoints reads a polygon's or polyline's points; a point that is not
// two finite numbers of at most MaxNumber warns and is left out.
func (r *reader) jsonPoints(where at, ps []struct{ X, Y num }) [][2]float64 {
	out := make([][2]float64, 0, len(ps))
	for _, p := range ps {
		x, ok1 := r.coordinate(p.X)
		y, ok2 := r.coordinate(p.Y)
		if !ok1 || !ok2 {
			r.warn(where.file, where.line, where.col, "%s: the point {%q, %q} is not two finite numbers of at most %d (tiled.MaxNumber); it is left out", where.what, p.X.text, p.Y.text, MaxNumber)
			continue
		}
		out = append(out, [2]float64{x, y})
	}
	return out
}

// propsFromTMJ reads a "properties" array. A class's value is its members
// as written, but the JSON format gives no member types: a member that is a
// string of the form "#aarrggbb" is taken for a colour and written as Griff
// writes colours ("#rrggbbaa"), as the XML format's typed members are.
func (r *reader) propsFromTMJ(file string, js []jProp) []prop {
	var out []prop
	for _, jp := range js {
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
		v, err := propValue(file, p.typ, text)
		if err != nil {
			r.warn(file, 0, 0, "the property %q: %v; it is left out", jp.Name, err)
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
