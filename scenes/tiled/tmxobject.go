package tiled

import (
	"encoding/xml"
	"strconv"
	"strings"
)

// An <object> is read token by token (readObject) rather than by
// encoding/xml's reflection (Decoder.DecodeElement of the xObject struct),
// which was about 40% of reading the built-in game's first map. Decision:
// the walk gives the very xObject, and the very error (text, and the
// decoder's place after it), DecodeElement gave: attributes in the file's
// order, a later one of the same name winning; numbers parsed as
// encoding/xml parses them (strconv after strings.TrimSpace, "" as 0,
// strconv's error as it is); a child element matched on its local name
// whatever its namespace, unknown ones skipped; a second <polygon>,
// <text> or <properties> read into the first one's value (the lists of
// properties joined), as encoding/xml does; <text>'s character data its
// own text (character data and CDATA directly inside it, not inside its
// children). A property's own <properties> (a class's members, nested
// without bound) are still read by DecodeElement, so encoding/xml's depth
// limit applies to them as before. TestObjectWalkSameAsReflection and
// FuzzObjectWalk compare the two over the test maps, the templates' maps
// and the fuzz corpus.

// objectDecoder reads an <object> into o: readObject; the tests set it to
// the reflection it replaces to compare the two.
var objectDecoder = readObject

// readObject reads the <object> just started (st) into o, as
// DecodeElement of its struct does.
func readObject(d *xml.Decoder, st xml.StartElement, o *xObject) error {
	for _, a := range st.Attr {
		if err := o.attr(a); err != nil {
			return err
		}
	}
	return children(d, func(t xml.StartElement) error { return o.child(d, t) }, nil)
}

// attr sets the field of one of an <object>'s attributes.
func (o *xObject) attr(a xml.Attr) error {
	v := a.Value
	var err error
	switch a.Name.Local {
	case "id":
		err = xmlInt(&o.ID, v)
	case "name":
		o.Name = v
	case "type":
		o.Type = v
	case "class":
		o.Class = v
	case "x":
		o.X = num{text: v, set: true}
	case "y":
		o.Y = num{text: v, set: true}
	case "width":
		o.W = num{text: v, set: true}
	case "height":
		o.H = num{text: v, set: true}
	case "rotation":
		o.Rotation = num{text: v, set: true}
	case "gid":
		var n uint64
		if v != "" {
			n, err = strconv.ParseUint(strings.TrimSpace(v), 10, 32)
		}
		if err == nil {
			o.GID = uint32(n)
		}
	case "visible":
		if o.Visible == nil {
			o.Visible = new(string)
		}
		*o.Visible = v
	case "template":
		o.Template = v
	}
	return err
}

// child reads one child element of an <object>.
func (o *xObject) child(d *xml.Decoder, st xml.StartElement) error {
	switch st.Name.Local {
	case "ellipse":
		if o.Ellipse == nil {
			o.Ellipse = &struct{}{}
		}
	case "point":
		if o.Point == nil {
			o.Point = &struct{}{}
		}
	case "polygon", "polyline":
		p := &o.Polygon
		if st.Name.Local == "polyline" {
			p = &o.Polyline
		}
		if *p == nil {
			*p = &xPoints{}
		}
		for _, a := range st.Attr {
			if a.Name.Local == "points" {
				(*p).Points = a.Value
			}
		}
	case "text":
		return o.text(d, st)
	case "properties":
		if o.Props == nil {
			o.Props = &xProps{}
		}
		return readProps(d, o.Props)
	}
	return d.Skip()
}

// text reads an <object>'s <text>.
func (o *xObject) text(d *xml.Decoder, st xml.StartElement) error {
	if o.Text == nil {
		o.Text = new(xText)
	}
	t := o.Text
	for _, a := range st.Attr {
		v := a.Value
		var err error
		switch a.Name.Local {
		case "pixelsize":
			t.Size = num{text: v, set: true}
		case "wrap":
			err = xmlInt(&t.Wrap, v)
		case "color":
			t.Color = v
		case "halign":
			t.HAlign = v
		case "valign":
			t.VAlign = v
		case "fontfamily":
			t.Family = v
		case "bold":
			err = xmlInt(&t.Bold, v)
		case "italic":
			err = xmlInt(&t.Italic, v)
		case "underline":
			err = xmlInt(&t.Under, v)
		case "strikeout":
			err = xmlInt(&t.Strike, v)
		}
		if err != nil {
			return err
		}
	}
	text, err := elementText(d, func(xml.StartElement) error { return d.Skip() })
	if err == nil {
		t.Text = text
	}
	return err
}

// elementText reads the rest of the element started last, up to its end,
// and returns its character data, joined; each child element is handed to
// child, which reads it to its end. On an error it returns "" and the
// error.
func elementText(d *xml.Decoder, child func(xml.StartElement) error) (string, error) {
	var data []byte
	if err := children(d, child, &data); err != nil {
		return "", err
	}
	return string(data), nil
}

// children reads the rest of the element started last, up to its end,
// handing each child element to child, which reads it to its end, and
// appending the character data to *text unless text is nil.
func children(d *xml.Decoder, child func(xml.StartElement) error, text *[]byte) error {
	for {
		tok, err := d.Token()
		if err != nil {
			return err
		}
		switch c := tok.(type) {
		case xml.EndElement:
			return nil
		case xml.CharData:
			if text != nil {
				*text = append(*text, c...)
			}
		case xml.StartElement:
			if err := child(c); err != nil {
				return err
			}
		}
	}
}

// readProps reads the <properties> just started into ps, appending its
// <property> elements to ps.List.
func readProps(d *xml.Decoder, ps *xProps) error {
	return children(d, func(t xml.StartElement) error {
		if t.Name.Local != "property" {
			return d.Skip()
		}
		ps.List = append(ps.List, xProp{})
		p := &ps.List[len(ps.List)-1]
		line, col := d.InputPos()
		if err := readProp(d, t, p); err != nil {
			ps.List = ps.List[:len(ps.List)-1]
			return err
		}
		p.line, p.col = line, col
		return nil
	}, nil)
}

// readProp reads the <property> just started (st) into p, as
// xProp.UnmarshalXML does; its own <properties> are read by DecodeElement.
func readProp(d *xml.Decoder, st xml.StartElement, p *xProp) error {
	for _, a := range st.Attr {
		v := a.Value
		switch a.Name.Local {
		case "name":
			p.Name = v
		case "type":
			p.Type = v
		case "propertytype":
			p.PropertyType = v
		case "value":
			if p.Value == nil {
				p.Value = new(string)
			}
			*p.Value = v
		}
	}
	text, err := elementText(d, func(t xml.StartElement) error {
		if t.Name.Local != "properties" {
			return d.Skip()
		}
		if p.Props == nil {
			p.Props = &xProps{}
		}
		return d.DecodeElement(p.Props, &t)
	})
	if err == nil {
		p.Text = text
	}
	return err
}

// xmlInt parses an int attribute into n as encoding/xml does: "" is 0,
// spaces around it are trimmed, and strconv's error is returned as it is,
// n left as it was.
func xmlInt(n *int, v string) error {
	if v == "" {
		*n = 0
		return nil
	}
	i, err := strconv.ParseInt(strings.TrimSpace(v), 10, strconv.IntSize)
	if err == nil {
		*n = int(i)
	}
	return err
}
