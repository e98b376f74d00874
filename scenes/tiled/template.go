package tiled

import (
	"encoding/json"
	"encoding/xml"
	"fmt"
	"io"
	"strings"
)

// template is an object template file (.tx, .tj): an object and the tile
// set its gid is numbered by.
type template struct {
	obj      *object
	tileset  string // game path of the tile set file, "" if none
	firstGID uint32
}

// The object attributes (XML) and keys (JSON) a template may give, with the
// spelling of each format; an instance that gives one keeps its own.
var templateKeys = []string{"name", "type", "class", "width", "height", "rotation", "gid", "visible"}

// applyTemplate fills in what an object of file does not give itself from
// its template (Tiled's object templates): the attributes it does not set,
// its shape if it has none, and the template's properties it does not
// override. A template that does not read warns once.
func (r *reader) applyTemplate(file string, o *object) {
	name := gamePath(file, o.template)
	t, ok := r.templates[name]
	if !ok {
		var err error
		if t, err = r.readTemplate(name); err != nil {
			r.warn(file, o.line, o.col, "the object template %s could not be read (%v); its objects keep only what the map gives them", name, err)
		}
		r.templates[name] = t
	}
	if t == nil || t.obj == nil {
		return
	}
	mergeTemplate(o, t)
}

func mergeTemplate(o *object, t *template) {
	to := t.obj
	for _, k := range templateKeys {
		if o.set[k] {
			continue
		}
		switch k {
		case "name":
			o.name = to.name
		case "type", "class":
			if !o.set["type"] && !o.set["class"] {
				o.class = to.class
			}
		case "width":
			o.w = to.w
		case "height":
			o.h = to.h
		case "rotation":
			o.rotation = to.rotation
		case "gid":
			if to.gid != 0 {
				o.gid, o.tplTileset, o.tplFirst = to.gid, t.tileset, t.firstGID
			}
		case "visible":
			o.visible = to.visible
		}
	}
	if o.shape == shapeRect && to.shape != shapeRect && o.gid == 0 {
		o.shape, o.points, o.text, o.textColor, o.textSize, o.textAlign, o.wrap = to.shape, to.points, to.text, to.textColor, to.textSize, to.textAlign, to.wrap
		o.style = to.style
	}
	props := append([]prop(nil), to.props...)
	for _, p := range o.props {
		replaced := false
		for i := range props {
			if props[i].name == p.name {
				props[i], replaced = p, true
			}
		}
		if !replaced {
			props = append(props, p)
		}
	}
	o.props = props
}

// readTemplate reads a template file, in the XML format (.tx) or the JSON
// one (.tj and others).
func (r *reader) readTemplate(name string) (*template, error) {
	data, err := r.readFile(name)
	if err != nil {
		return nil, err
	}
	if strings.HasSuffix(name, ".tx") || strings.HasSuffix(name, ".xml") {
		return r.readTX(name, data)
	}
	var jt struct {
		Tileset *struct {
			FirstGID uint32 `json:"firstgid"`
			Source   string `json:"source"`
		} `json:"tileset"`
		Object *jObject `json:"object"`
	}
	if err := json.Unmarshal(data, &jt); err != nil {
		return nil, jsonError(name, data, err)
	}
	t := &template{}
	if jt.Object != nil {
		jt.Object.Template = "" // a template names no template
		t.obj = r.objectOfTMJ(name, jt.Object, jroot(data).get("object"), "the template "+name)
	}
	if jt.Tileset != nil {
		t.tileset, t.firstGID = gamePath(name, jt.Tileset.Source), jt.Tileset.FirstGID
	}
	return t, nil
}

func (r *reader) readTX(name string, data []byte) (*template, error) {
	x := newTMXDecoder(r, name, data)
	var xt struct {
		XMLName xml.Name `xml:"template"`
		Tileset *struct {
			FirstGID uint32 `xml:"firstgid,attr"`
			Source   string `xml:"source,attr"`
		} `xml:"tileset"`
		Object *xObject `xml:"object"`
	}
	if err := x.d.Decode(&xt); err != nil {
		if err == io.EOF {
			err = fmt.Errorf("%w: no <template> element", ErrFormat)
		}
		return nil, x.fail(err)
	}
	t := &template{}
	if xt.Object != nil {
		xt.Object.Template = ""
		t.obj = r.objectFromTMX(name, xt.Object, "the template "+name)
	}
	if xt.Tileset != nil {
		t.tileset, t.firstGID = gamePath(name, xt.Tileset.Source), xt.Tileset.FirstGID
	}
	return t, nil
}
