package tiled

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"reflect"
)

// ConvexParts is convexParts, for tests.
var ConvexParts = convexParts

// CSVCellsBoth reads text with plainCSVCells (ok false if it refuses) and
// splitCSVCells, for the tests to compare.
func CSVCellsBoth(text string, n int) (plain []uint32, ok bool, split []uint32, off int, err error) {
	plain, ok = plainCSVCells(text, n)
	split, off, err = splitCSVCells(text, n)
	return plain, ok, split, off, err
}

// reflectObject reads an <object> as xObject.UnmarshalXML did before
// readObject: by encoding/xml's reflection.
func reflectObject(d *xml.Decoder, st xml.StartElement, o *xObject) error {
	type plain xObject
	return d.DecodeElement((*plain)(o), &st)
}

// WithReflectedObjects runs f with every <object> read by encoding/xml's
// reflection (as before readObject), for the tests to compare the two.
func WithReflectedObjects(f func()) {
	objectDecoder = reflectObject
	defer func() { objectDecoder = readObject }()
	f()
}

// ObjectsBoth reads every <object> element of data (wherever it is) with
// readObject and with reflection, each on its own decoder stepped alike to
// it, and returns the first difference: the objects (fields, place and
// attributes set), the error text or the decoder's place after it; "" if
// none.
func ObjectsBoth(data []byte) string {
	a := xml.NewDecoder(bytes.NewReader(data))
	b := xml.NewDecoder(bytes.NewReader(data))
	a.Strict, b.Strict = true, true
	for n := 0; ; n++ {
		ta, erra := a.Token()
		tb, errb := b.Token()
		if fmt.Sprint(erra) != fmt.Sprint(errb) {
			return fmt.Sprintf("token %d: errors %v and %v", n, erra, errb)
		}
		if erra != nil {
			return ""
		}
		st, ok := ta.(xml.StartElement)
		if !ok || st.Name.Local != "object" {
			continue
		}
		stb := tb.(xml.StartElement)
		var oa, ob xObject
		objectDecoder = readObject
		erra = oa.UnmarshalXML(a, st)
		objectDecoder = reflectObject
		errb = ob.UnmarshalXML(b, stb)
		objectDecoder = readObject
		la, ca := a.InputPos()
		lb, cb := b.InputPos()
		switch {
		case fmt.Sprint(erra) != fmt.Sprint(errb):
			return fmt.Sprintf("object at token %d: errors %v (walk) and %v (reflection)", n, erra, errb)
		case la != lb || ca != cb:
			return fmt.Sprintf("object at token %d: after it at %d:%d (walk) and %d:%d (reflection)", n, la, ca, lb, cb)
		case !reflect.DeepEqual(oa, ob):
			return fmt.Sprintf("object at token %d:\n walk       %+v\n reflection %+v", n, oa, ob)
		case erra != nil:
			return ""
		}
	}
}

// WithDecodedCSVText runs f with every <data>'s text read by encoding/xml
// (as before xmlSource.skipCSV), for the tests to compare the two.
func WithDecodedCSVText(f func()) {
	cutCSVText = false
	defer func() { cutCSVText = true }()
	f()
}

// WithoutCellRuns runs f with every cell of a tile layer taken on its own
// (as before cellRuns), for the tests to compare the two.
func WithoutCellRuns(f func()) {
	cellRuns = false
	defer func() { cellRuns = true }()
	f()
}
