package jsontree

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

func TestParsePositions(t *testing.T) {
	data := []byte("{\n  \"a\": [1, \"x\"],\n  \"b\": {\"c\": null}\n}")
	n, err := Parse(data)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		node      *Node
		raw       string
		line, col int
	}{
		{n.Get("a"), `[1, "x"]`, 2, 8},
		{n.Get("a").Items[1], `"x"`, 2, 12},
		{n.Get("b"), `{"c": null}`, 3, 8},
		{n.Get("b").Get("c"), `null`, 3, 14},
	}
	for _, tt := range tests {
		if got := string(tt.node.Raw(data)); got != tt.raw {
			t.Errorf("raw %q, want %q", got, tt.raw)
		}
		if l, c := LineCol(data, tt.node.Start); l != tt.line || c != tt.col {
			t.Errorf("%s at %d:%d, want %d:%d", tt.raw, l, c, tt.line, tt.col)
		}
	}
	if n.Get("zz") != nil || n.Members[1].Key != "b" || n.Get("a").Items[0].Num != "1" {
		t.Errorf("members read wrong: %+v", n.Members)
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct {
		in     string
		offset int
	}{
		{`{"a":}`, 5},
		{`[1,2`, 4},
		{`{} x`, 3},
		{``, 0},
		{`{"a" 1}`, 5},
	}
	for _, tt := range tests {
		_, err := Parse([]byte(tt.in))
		e, ok := err.(*Error)
		if !ok || e.Offset != tt.offset {
			t.Errorf("Parse(%q) = %v, want an *Error at offset %d", tt.in, err, tt.offset)
		}
	}
}

func TestDuplicateKeysAndDepth(t *testing.T) {
	if _, err := Parse([]byte(`{"id":1,"id":2}`)); err == nil || !strings.Contains(err.Error(), `key "id" given twice`) {
		t.Errorf("duplicate key: %v", err)
	}
	deep := strings.Repeat("[", MaxDepth+1) + strings.Repeat("]", MaxDepth+1)
	if _, err := Parse([]byte(deep)); err == nil || !strings.Contains(err.Error(), "nested more than") {
		t.Errorf("too deep: %v", err)
	}
	ok := strings.Repeat("[", MaxDepth) + strings.Repeat("]", MaxDepth)
	if _, err := Parse([]byte(ok)); err != nil {
		t.Errorf("%d deep: %v", MaxDepth, err)
	}
}

func FuzzParse(f *testing.F) {
	for _, s := range []string{`{}`, `[1,{"a":[true,null]}]`, `"x"`, `{"a":1,"a":2}`, `[1e400]`, `{"data":[1,2,{"data":3}],"b":{"data":"x"}}`,
		`{"cells":[0,1,2,3,4,5,6,7,8]}`, `[[1,2,3,4,5,6,7,8,{}],[1,2,3,4,5,6,7,8,01]]`, `[1,2,3,4,5,6,7,-1e9, 2.5 ]`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		n, err := Parse(data)
		samePacked(t, data, n, err)
		if e, ok := err.(*Error); ok && strings.Contains(e.Msg, "given twice") {
			return // valid JSON that Griff refuses: a key given twice
		}
		if (err == nil) != json.Valid(data) {
			t.Fatalf("Parse error %v but json.Valid %v", err, json.Valid(data))
		}
		if err == nil && string(n.Raw(data)) == "" {
			t.Fatalf("empty raw for valid input")
		}
		// The values read are encoding/json's: strings with the same
		// replacement of invalid UTF-8 and escapes, numbers as written.
		if err == nil {
			dec := json.NewDecoder(bytes.NewReader(data))
			dec.UseNumber()
			var want any
			if derr := dec.Decode(&want); derr != nil {
				t.Fatalf("encoding/json cannot decode what Parse read: %v", derr)
			}
			if got := toAny(n); !reflect.DeepEqual(got, want) {
				t.Fatalf("Parse read %#v, encoding/json %#v", got, want)
			}
		}
		// ParseShallow agrees with Parse: the same error (or none), and
		// the same root, a shallow member's value kept whole.
		sn, serr := ParseShallow(data, "data")
		if (serr == nil) != (err == nil) {
			t.Fatalf("ParseShallow error %v, Parse error %v", serr, err)
		}
		if err == nil && (sn.Kind != n.Kind || sn.Start != n.Start || string(sn.Raw(data)) != string(n.Raw(data))) {
			t.Fatalf("ParseShallow's root %+v, Parse's %+v", sn, n)
		}
	})
}

// TestSyntaxErrorLineColumn checks that a syntax mistake far into a file is
// reported where it is: the token decoder's offset is not (golang/go#44811).
func TestSyntaxErrorLineColumn(t *testing.T) {
	// A tab in a string on line 44, column 29, after lines long enough that
	// the decoder refills its buffer.
	var b strings.Builder
	b.WriteString("[\n")
	for range 42 {
		b.WriteString(`  "` + strings.Repeat("x", 120) + "\",\n")
	}
	b.WriteString(`  "abcdefghijklmnopqrstuvwxy` + "\t" + `z"` + "\n]\n")
	game, err := os.ReadFile(filepath.Join("..", "..", "..", "assets", "builtin", "scenes", "main.json"))
	if err != nil {
		t.Fatal(err)
	}
	// The last line of the built-in main scene with a string value of at
	// least 8 bytes (far into the file), with a control character put
	// inside that string.
	lines := bytes.SplitAfter(game, []byte("\n"))
	at, col := -1, 0
	for i := len(lines) - 1; i >= 100 && at < 0; i-- {
		if k := bytes.Index(lines[i], []byte(`": "`)); k >= 0 && bytes.IndexByte(lines[i][k+4:], '"') >= 8 {
			at, col = i, k+4+4 // the fifth byte of the value
		}
	}
	if at < 0 {
		t.Fatalf("the built-in main scene has no string value of 8 bytes past line 100")
	}
	lines[at] = bytes.Clone(lines[at])
	lines[at][col] = 0x01 // a control character inside the string
	tests := []struct {
		name      string
		data      []byte
		line, col int
	}{
		{"tab", []byte(b.String()), 44, 29},
		{"builtin", bytes.Join(lines, nil), at + 1, col + 1},
	}
	for _, tt := range tests {
		_, err := Parse(tt.data)
		e, ok := err.(*Error)
		if !ok {
			t.Fatalf("%s: Parse = %v, want an *Error", tt.name, err)
		}
		if l, c := LineCol(tt.data, e.Offset); l != tt.line || c != tt.col {
			t.Errorf("%s: error %q at %d:%d, want %d:%d", tt.name, e.Msg, l, c, tt.line, tt.col)
		}
	}
}

// ErrorAt places encoding/json's errors: a syntax error at its bad byte, a
// type error at the start of the value (encoding/json's offset is past it),
// in an object, an array and at the top; other errors are not placed.
func TestErrorAt(t *testing.T) {
	var v struct {
		A int
		B []int
		C struct{ D bool }
	}
	for _, tc := range []struct {
		data      string
		line, col int
	}{
		{"{\n \"a\": 1,\n \"b\": [1, \"two\"]}", 3, 11},
		{"{\"c\": {\"d\": 12345}}", 1, 13},
		{"{\"a\": {\"x\": 1}}", 1, 7},
		{"[1]", 1, 1},
		{"{\n  \"a\": 1 2}", 2, 10},
		{"{\"a\": tru}", 1, 10},
	} {
		err := json.Unmarshal([]byte(tc.data), &v)
		line, col, ok := ErrorAt([]byte(tc.data), err)
		if !ok || line != tc.line || col != tc.col {
			t.Errorf("ErrorAt(%q, %v) = %d:%d %v, want %d:%d", tc.data, err, line, col, ok, tc.line, tc.col)
		}
	}
	if _, _, ok := ErrorAt([]byte("{}"), errors.New("other")); ok {
		t.Error("ErrorAt placed an error that is not encoding/json's")
	}
}

// TestParseShallow: a member named shallow is one node of its kind and
// place, at any depth, with nothing read into it; the rest is as Parse reads
// it, and a mistake inside a shallow value is placed as Parse places it.
func TestParseShallow(t *testing.T) {
	data := []byte("{\"layers\": [\n {\"id\": 1, \"data\": [1, 2,\n 3], \"x\": 4},\n {\"data\": \"AAAA\", \"y\": true}],\n \"data\": {\"deep\": [[1]]}}")
	n, err := ParseShallow(data, "data")
	if err != nil {
		t.Fatal(err)
	}
	l0 := n.Get("layers").Items[0]
	for _, c := range []struct {
		node      *Node
		kind      Kind
		raw       string
		line, col int
	}{
		{l0.Get("data"), Array, "[1, 2,\n 3]", 2, 20},
		{l0.Get("x"), Number, "4", 3, 11},
		{n.Get("layers").Items[1].Get("data"), String, `"AAAA"`, 4, 11},
		{n.Get("layers").Items[1].Get("y"), Bool, "true", 4, 24},
		{n.Get("data"), Object, `{"deep": [[1]]}`, 5, 10},
	} {
		if c.node == nil {
			t.Fatalf("no node for %q", c.raw)
		}
		if got := string(c.node.Raw(data)); got != c.raw || c.node.Kind != c.kind {
			t.Errorf("%s %q, want %s %q", c.node.Kind, got, c.kind, c.raw)
		}
		if l, col := LineCol(data, c.node.Start); l != c.line || col != c.col {
			t.Errorf("%q at %d:%d, want %d:%d", c.raw, l, col, c.line, c.col)
		}
		if c.node.Kind == Array && c.node.Items != nil || c.node.Kind == Object && c.node.Members != nil {
			t.Errorf("%q was read into nodes", c.raw)
		}
	}
	if l0.Get("x").Num != "4" || !n.Get("layers").Items[1].Get("y").Bool {
		t.Errorf("the values beside the shallow ones are not read")
	}
	for _, bad := range []string{`{"data": [1, 2,}`, `{"data": [1`, `{"data": [1] "x": 2}`} {
		_, want := Parse([]byte(bad))
		_, got := ParseShallow([]byte(bad), "data")
		var we, ge *Error
		if !errors.As(want, &we) || !errors.As(got, &ge) || we.Offset != ge.Offset {
			t.Errorf("%s: ParseShallow's error %v, Parse's %v: want both at one offset", bad, got, want)
		}
	}
}

// samePacked fails t unless ParsePacked reads data as Parse did (n, err): the
// same error at the same offset, or, every packed array unpacked, the same
// tree.
func samePacked(t *testing.T, data []byte, n *Node, err error) {
	t.Helper()
	pn, perr := ParsePacked(data)
	if !reflect.DeepEqual(perr, err) {
		t.Fatalf("%q: ParsePacked error %v, Parse's %v", data, perr, err)
	}
	if err != nil {
		return
	}
	var unpack func(*Node)
	unpack = func(x *Node) {
		x.Unpack(data)
		for _, m := range x.Members {
			unpack(m.Value)
		}
		for _, it := range x.Items {
			unpack(it)
		}
	}
	unpack(pn)
	if !reflect.DeepEqual(pn, n) {
		t.Fatalf("%q: ParsePacked, unpacked, read %#v; Parse %#v", data, pn, n)
	}
}

// TestParsePacked: a long array of numbers is one node until Unpack, which
// gives the items Parse gives; shorter arrays, and arrays holding anything but
// numbers, are read as Parse reads them; mistakes are Parse's.
func TestParsePacked(t *testing.T) {
	data := []byte(`{"cells":[0, 1,2,3,4,5,6,-7.5e1],"v":[1,2],"mixed":[1,2,3,4,5,6,7,8,"x"],"deep":[[9,9,9,9,9,9,9,9]]}`)
	n, err := ParsePacked(data)
	if err != nil {
		t.Fatal(err)
	}
	cells := n.Get("cells")
	if !cells.Packed || cells.Items != nil || string(cells.Raw(data)) != `[0, 1,2,3,4,5,6,-7.5e1]` {
		t.Fatalf("cells read as %+v, want packed whole", cells)
	}
	if v := n.Get("v"); v.Packed || len(v.Items) != 2 {
		t.Errorf("a vector read as %+v, want its two items", v)
	}
	if m := n.Get("mixed"); m.Packed || len(m.Items) != 9 || m.Items[7].Num != "8" || m.Items[8].Str != "x" {
		t.Errorf("an array of numbers and a string read as %+v", m)
	}
	if d := n.Get("deep"); d.Packed || len(d.Items) != 1 || !d.Items[0].Packed {
		t.Errorf("an array of one long array of numbers read as %+v", d)
	}
	cells.Unpack(data)
	if cells.Packed || len(cells.Items) != 8 || cells.Items[7].Num != "-7.5e1" || string(cells.Items[1].Raw(data)) != "1" {
		t.Errorf("unpacked cells %+v", cells)
	}
	whole, _ := Parse(data)
	samePacked(t, data, whole, nil)
	for _, bad := range []string{`[1,2,3,4,5,6,7,8,01]`, `[1,2,3,4,5,6,7,8,-]`, `[1,2,3,4,5,6,7,8`, `[1,2,3,4,5,6,7,8,]`, `[1,2,3,4,5,6,7,8 9]`, `{"a":[1,2,3,4,5,6,7,8]]`} {
		_, want := Parse([]byte(bad))
		if want == nil {
			t.Fatalf("%s parses", bad)
		}
		samePacked(t, []byte(bad), nil, want)
	}
}

// toAny returns n as encoding/json decodes a value into an any (with
// UseNumber).
func toAny(n *Node) any {
	switch n.Kind {
	case Bool:
		return n.Bool
	case Number:
		return n.Num
	case String:
		return n.Str
	case Object:
		m := map[string]any{}
		for _, mb := range n.Members {
			m[mb.Key] = toAny(mb.Value)
		}
		return m
	case Array:
		a := []any{}
		for _, it := range n.Items {
			a = append(a, toAny(it))
		}
		return a
	}
	return nil
}
