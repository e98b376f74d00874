package tiled

import (
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// The TMX (XML) format as encoding/xml reads it. Containers (<map>,
// <group>) are read token by token so layers keep their order; the rest by
// struct tags. Each element that problems may name records its line.

type xProps struct {
	List []xProp `xml:"property"`
}

type xProp struct {
	Name         string  `xml:"name,attr"`
	Type         string  `xml:"type,attr"`
	PropertyType string  `xml:"propertytype,attr"`
	Value        *string `xml:"value,attr"`
	Text         string  `xml:",chardata"`
	Props        *xProps `xml:"properties"`
	line, col    int
}

// UnmarshalXML reads a <property>, noting its place.
func (p *xProp) UnmarshalXML(d *xml.Decoder, st xml.StartElement) error {
	type plain xProp
	line, col := d.InputPos()
	if err := d.DecodeElement((*plain)(p), &st); err != nil {
		return err
	}
	p.line, p.col = line, col
	return nil
}

type xImage struct {
	Source string `xml:"source,attr"`
	W      int    `xml:"width,attr"`
	H      int    `xml:"height,attr"`
	// Trans is the colour drawn transparent ("ff00ff"); Data an image
	// embedded in the file (format="png" and base64 <data>). Neither is read
	// (imageExtras warns).
	Trans string    `xml:"trans,attr"`
	Data  *struct{} `xml:"data"`
}

type xTileDef struct {
	ID    int    `xml:"id,attr"`
	Type  string `xml:"type,attr"`
	Class string `xml:"class,attr"`
	// The sub-rectangle of its image a tile of a collection shows (Tiled
	// 1.9); width and height default to the image's.
	SubX      int       `xml:"x,attr"`
	SubY      int       `xml:"y,attr"`
	SubW      int       `xml:"width,attr"`
	SubH      int       `xml:"height,attr"`
	Image     *xImage   `xml:"image"`
	Props     *xProps   `xml:"properties"`
	Objects   *xObjects `xml:"objectgroup"`
	Animation *struct {
		Frames []struct {
			TileID   int `xml:"tileid,attr"`
			Duration int `xml:"duration,attr"`
		} `xml:"frame"`
	} `xml:"animation"`
	line, col int
}

func (t *xTileDef) UnmarshalXML(d *xml.Decoder, st xml.StartElement) error {
	type plain xTileDef
	line, col := d.InputPos()
	if err := d.DecodeElement((*plain)(t), &st); err != nil {
		return err
	}
	t.line, t.col = line, col
	return nil
}

type xTileset struct {
	FirstGID   num        `xml:"firstgid,attr"`
	Source     string     `xml:"source,attr"`
	Name       string     `xml:"name,attr"`
	TileWidth  int        `xml:"tilewidth,attr"`
	TileHeight int        `xml:"tileheight,attr"`
	Spacing    int        `xml:"spacing,attr"`
	Margin     int        `xml:"margin,attr"`
	TileCount  int        `xml:"tilecount,attr"`
	Columns    int        `xml:"columns,attr"`
	Image      *xImage    `xml:"image"`
	Tiles      []xTileDef `xml:"tile"`
	Props      *xProps    `xml:"properties"`
	// Drawing settings (Tiled 1.4, 1.9).
	Align      string       `xml:"objectalignment,attr"`
	RenderSize string       `xml:"tilerendersize,attr"`
	Offset     *xTileOffset `xml:"tileoffset"`
}

// xTileOffset is a tile set's <tileoffset>: where its tiles are drawn
// from their cells, in pixels.
type xTileOffset struct {
	X int `xml:"x,attr"`
	Y int `xml:"y,attr"`
}

type xObjects struct {
	Objects []xObject `xml:"object"`
}

type xObject struct {
	ID        int       `xml:"id,attr"`
	Name      string    `xml:"name,attr"`
	Type      string    `xml:"type,attr"`
	Class     string    `xml:"class,attr"`
	X         num       `xml:"x,attr"`
	Y         num       `xml:"y,attr"`
	W         num       `xml:"width,attr"`
	H         num       `xml:"height,attr"`
	Rotation  num       `xml:"rotation,attr"`
	GID       uint32    `xml:"gid,attr"`
	Visible   *string   `xml:"visible,attr"`
	Template  string    `xml:"template,attr"`
	Ellipse   *struct{} `xml:"ellipse"`
	Point     *struct{} `xml:"point"`
	Polygon   *xPoints  `xml:"polygon"`
	Polyline  *xPoints  `xml:"polyline"`
	Text      *xText    `xml:"text"`
	Props     *xProps   `xml:"properties"`
	line, col int
	set       map[string]bool
}

// xText is an object's <text>.
type xText struct {
	Text   string `xml:",chardata"`
	Size   num    `xml:"pixelsize,attr"`
	Wrap   int    `xml:"wrap,attr"`
	Color  string `xml:"color,attr"`
	HAlign string `xml:"halign,attr"`
	VAlign string `xml:"valign,attr"`
	Family string `xml:"fontfamily,attr"`
	Bold   int    `xml:"bold,attr"`
	Italic int    `xml:"italic,attr"`
	Under  int    `xml:"underline,attr"`
	Strike int    `xml:"strikeout,attr"`
}

type xPoints struct {
	Points string `xml:"points,attr"`
}

// UnmarshalXML reads an <object> (objectDecoder: readObject), noting its
// place and the attributes it sets.
func (o *xObject) UnmarshalXML(d *xml.Decoder, st xml.StartElement) error {
	line, col := d.InputPos()
	if err := objectDecoder(d, st, o); err != nil {
		return err
	}
	o.line, o.col = line, col
	o.set = map[string]bool{}
	for _, a := range st.Attr {
		o.set[a.Name.Local] = true
	}
	return nil
}

type xTile struct {
	GID uint32 `xml:"gid,attr"`
}

type xChunk struct {
	X     int     `xml:"x,attr"`
	Y     int     `xml:"y,attr"`
	W     int     `xml:"width,attr"`
	H     int     `xml:"height,attr"`
	Text  string  `xml:",chardata"`
	Tiles []xTile `xml:"tile"`
	at    spot    // where Text starts: just past the start tag
}

// UnmarshalXML reads a <chunk>, noting where its text starts.
func (c *xChunk) UnmarshalXML(d *xml.Decoder, st xml.StartElement) error {
	type plain xChunk
	line, col := d.InputPos()
	c.at = spot{line, col}
	return d.DecodeElement((*plain)(c), &st)
}

type xData struct {
	Encoding    string     `xml:"encoding,attr"`
	Compression string     `xml:"compression,attr"`
	Text        string     `xml:",chardata"`
	Tiles       []xTile    `xml:"tile"`
	Chunks      []xChunk   `xml:"chunk"`
	at          spot       // where Text starts: just past the start tag
	src         *xmlSource // what the decoder reads, for its CSV text (nil: read it all)
	read        bool       // a <data> was read into it
}

// UnmarshalXML reads a <data>, noting where its text starts, its CSV text
// taken as the file has it (xmlSource.skipCSV).
func (x *xData) UnmarshalXML(d *xml.Decoder, st xml.StartElement) error {
	type plain xData
	line, col := d.InputPos()
	x.at, x.read = spot{line, col}, true
	text, csv := x.src.skipCSV(d)
	if err := d.DecodeElement((*plain)(x), &st); err != nil {
		return err
	}
	if csv {
		x.Text = text
	}
	return nil
}

// xLayer holds the attributes and children of every kind of layer but a
// group's layers, which readGroup reads.
type xLayer struct {
	ID        int       `xml:"id,attr"`
	Name      string    `xml:"name,attr"`
	Class     string    `xml:"class,attr"`
	Visible   *string   `xml:"visible,attr"`
	Opacity   num       `xml:"opacity,attr"`
	OffsetX   num       `xml:"offsetx,attr"`
	OffsetY   num       `xml:"offsety,attr"`
	ParallaxX num       `xml:"parallaxx,attr"`
	ParallaxY num       `xml:"parallaxy,attr"`
	Tint      string    `xml:"tintcolor,attr"`
	Width     int       `xml:"width,attr"`
	Height    int       `xml:"height,attr"`
	RepeatX   *string   `xml:"repeatx,attr"`
	RepeatY   *string   `xml:"repeaty,attr"`
	Props     *xProps   `xml:"properties"`
	Data      *xData    `xml:"data"`
	Objects   []xObject `xml:"object"`
	Image     *xImage   `xml:"image"`
}

// tmxDecoder reads one TMX or TSX file.
type tmxDecoder struct {
	r    *reader
	file string
	d    *xml.Decoder
	src  *xmlSource // what d reads, to take a <data>'s CSV text from; nil: d reads it
}

// cutCSVText says whether a <data>'s CSV text is taken from the file as it is
// (xmlSource.skipCSV) rather than read by encoding/xml; the tests turn it off
// to compare the two.
var cutCSVText = true

func newTMXDecoder(r *reader, file string, data []byte) *tmxDecoder {
	src := newXMLSource(data)
	d := xml.NewDecoder(src)
	d.Strict = true
	x := &tmxDecoder{r: r, file: file, d: d}
	if cutCSVText {
		x.src = src
	}
	return x
}

// fail returns a *FileError at the decoder's place.
func (x *tmxDecoder) fail(err error) error {
	line, col := x.d.InputPos()
	var se *xml.SyntaxError
	if errors.As(err, &se) {
		line, col = se.Line, 0
	}
	return &FileError{File: x.file, Line: line, Column: col, Err: err}
}

// readTMX reads a TMX map.
func (r *reader) readTMX(data []byte) (*tmap, error) {
	x := newTMXDecoder(r, r.file, data)
	for {
		tok, err := x.d.Token()
		if err == io.EOF {
			return nil, &FileError{File: r.file, Line: 1, Err: fmt.Errorf("%w: no <map> element", ErrFormat)}
		}
		if err != nil {
			return nil, x.fail(fmt.Errorf("%w: %v", ErrSyntax, err))
		}
		if st, ok := tok.(xml.StartElement); ok {
			if st.Name.Local != "map" {
				return nil, x.fail(fmt.Errorf("%w: the root element is <%s>, want <map>", ErrFormat, st.Name.Local))
			}
			return x.readMap(st)
		}
	}
}

func (x *tmxDecoder) readMap(st xml.StartElement) (*tmap, error) {
	m := &tmap{orientation: "orthogonal", raw: map[string]string{}}
	line, col := x.d.InputPos()
	where := at{file: x.file, line: line, col: col, what: "the map"}
	m.where = where
	for _, a := range st.Attr {
		switch a.Name.Local {
		case "orientation":
			m.orientation = a.Value
		case "width":
			m.width, m.raw["width"] = atoi(a.Value), a.Value
		case "height":
			m.height, m.raw["height"] = atoi(a.Value), a.Value
		case "tilewidth":
			m.tileW, m.raw["tilewidth"] = atoi(a.Value), a.Value
		case "tileheight":
			m.tileH, m.raw["tileheight"] = atoi(a.Value), a.Value
		case "infinite":
			m.infinite = a.Value == "1"
		case "backgroundcolor":
			m.background = a.Value
		case "parallaxoriginx":
			m.parallaxOrigin[0] = x.r.float(where, a.Name.Local, setNum(a.Value), 0)
		case "parallaxoriginy":
			m.parallaxOrigin[1] = x.r.float(where, a.Name.Local, setNum(a.Value), 0)
		}
	}
	x.r.mapW, x.r.mapH = m.width, m.height
	if err := x.r.checkHeader(m); err != nil {
		return nil, err
	}
	var err error
	m.layers, err = x.readChildren(m, 0)
	return m, err
}

// readChildren reads the children of <map> (m not nil) or <group> up to its
// end tag: tile sets, properties, layers.
func (x *tmxDecoder) readChildren(m *tmap, depth int) ([]*layer, error) {
	var out []*layer
	for {
		tok, err := x.d.Token()
		if err != nil {
			return nil, x.fail(fmt.Errorf("%w: %v", ErrSyntax, err))
		}
		switch t := tok.(type) {
		case xml.EndElement:
			return out, nil
		case xml.StartElement:
			l, err := x.child(m, t, depth)
			if err != nil {
				return nil, err
			}
			if l != nil {
				if err := x.r.countLayer(x.file, l.line); err != nil {
					return nil, err
				}
				out = append(out, l)
			}
		}
	}
}

// child reads one child element of a map or group; it returns the layer it
// is, or nil.
func (x *tmxDecoder) child(m *tmap, st xml.StartElement, depth int) (*layer, error) {
	line, col := x.d.InputPos()
	switch st.Name.Local {
	case "tileset":
		if m == nil {
			return nil, x.skip()
		}
		var ts xTileset
		if err := x.d.DecodeElement(&ts, &st); err != nil {
			return nil, x.fail(fmt.Errorf("%w: <tileset>: %v", ErrSyntax, err))
		}
		t, err := x.r.tilesetFromTMX(x.file, line, col, &ts)
		if err != nil {
			return nil, err
		}
		m.tilesets = append(m.tilesets, t)
		return nil, nil
	case "properties":
		var ps xProps
		if err := x.d.DecodeElement(&ps, &st); err != nil {
			return nil, x.fail(fmt.Errorf("%w: <properties>: %v", ErrSyntax, err))
		}
		if m != nil {
			m.props = x.r.propsFromTMX(at{file: x.file, line: line, col: col, what: "the map"}, &ps, 0, "")
			m.propsLine, m.propsCol = line, col
		}
		return nil, nil
	case "group":
		return x.readGroup(st, line, col, depth+1)
	case "layer", "objectgroup", "imagelayer":
		xl := xLayer{Data: &xData{src: x.src}} // encoding/xml reads a <data> into it
		if err := x.d.DecodeElement(&xl, &st); err != nil {
			return nil, x.fail(fmt.Errorf("%w: <%s>: %v", ErrSyntax, st.Name.Local, err))
		}
		if !xl.Data.read {
			xl.Data = nil
		}
		return x.r.layerFromTMX(x.file, line, col, st.Name.Local, &xl)
	}
	return nil, x.skip()
}

// skip skips the element just started, returning a *FileError for XML that
// is not well-formed.
func (x *tmxDecoder) skip() error {
	if err := x.d.Skip(); err != nil {
		return x.fail(fmt.Errorf("%w: %v", ErrSyntax, err))
	}
	return nil
}

// readGroup reads a <group> and its layers.
func (x *tmxDecoder) readGroup(st xml.StartElement, line, col, depth int) (*layer, error) {
	if depth > MaxGroupDepth {
		return nil, &FileError{File: x.file, Line: line, Err: fmt.Errorf("%w: groups nested deeper than %d", ErrLimit, MaxGroupDepth)}
	}
	var xl xLayer
	for _, a := range st.Attr { // a group's attributes, read as a layer's
		setLayerAttr(&xl, a)
	}
	l := x.r.layerBase(x.file, line, col, &xl)
	l.kind = layerGroup
	var props *xProps
	for {
		tok, err := x.d.Token()
		if err != nil {
			return nil, x.fail(fmt.Errorf("%w: %v", ErrSyntax, err))
		}
		switch t := tok.(type) {
		case xml.EndElement:
			if props != nil {
				l.props = x.r.propsFromTMX(layerAt(x.file, line, col, l.id, l.name), props, 0, "")
			}
			return l, nil
		case xml.StartElement:
			if t.Name.Local == "properties" {
				props = &xProps{}
				if err := x.d.DecodeElement(props, &t); err != nil {
					return nil, x.fail(fmt.Errorf("%w: <properties>: %v", ErrSyntax, err))
				}
				continue
			}
			c, err := x.child(nil, t, depth)
			if err != nil {
				return nil, err
			}
			if c != nil {
				if err := x.r.countLayer(x.file, c.line); err != nil {
					return nil, err
				}
				l.layers = append(l.layers, c)
			}
		}
	}
}

// setLayerAttr sets the xLayer field of one of a group's attributes.
func setLayerAttr(xl *xLayer, a xml.Attr) {
	v := a.Value
	switch a.Name.Local {
	case "id":
		xl.ID = atoi(v)
	case "name":
		xl.Name = v
	case "class":
		xl.Class = v
	case "visible":
		xl.Visible = &v
	case "opacity":
		xl.Opacity = setNum(v)
	case "offsetx":
		xl.OffsetX = setNum(v)
	case "offsety":
		xl.OffsetY = setNum(v)
	case "parallaxx":
		xl.ParallaxX = setNum(v)
	case "parallaxy":
		xl.ParallaxY = setNum(v)
	case "tintcolor":
		xl.Tint = v
	}
}

func atoi(s string) int {
	n, _ := strconv.Atoi(strings.TrimSpace(s))
	return n
}
