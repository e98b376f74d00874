package jsonfmt

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

func TestIndent(t *testing.T) {
	tests := []struct{ in, want string }{
		{`{}`, `{}`},
		{`[]`, `[]`},
		{`[1,"a,]",null]`, `[1, "a,]", null]`},
		{`{"a":[1,2],"b":{"c":[{"d":"}"}]}}`, "{\n  \"a\": [1, 2],\n  \"b\": {\n    \"c\": [\n      {\n        \"d\": \"}\"\n      }\n    ]\n  }\n}"},
		{`{"q\"[":{}}`, "{\n  \"q\\\"[\": {}\n}"},
	}
	for _, tt := range tests {
		if got := string(Indent(nil, []byte(tt.in), "")); got != tt.want {
			t.Errorf("Indent(%s) =\n%s\nwant\n%s", tt.in, got, tt.want)
		}
	}
}

func TestIndentDeepStaysCompact(t *testing.T) {
	in := strings.Repeat("[", 100) + "1" + strings.Repeat("]", 100)
	out := Indent(nil, []byte(in), "")
	if n := bytes.Count(out, []byte("\n")); n != 2*MaxDepth {
		t.Errorf("%d line breaks, want %d", n, 2*MaxDepth)
	}
	if len(out) > 4000 {
		t.Errorf("output of %d bytes for 201 bytes in", len(out))
	}
	for _, tt := range []struct {
		in   string
		want int
	}{{`"a,b",1`, 5}, {`12,3`, 2}, {`[1,[2]],3`, 7}, {`{"a":"}"}`, 9}, {`null}`, 4}, {`{"a":{"b":"x"},"c":[true,{"d":null}]}`, 37}} {
		if got := skipValue([]byte(tt.in), 0); got != tt.want {
			t.Errorf("skipValue(%s) = %d, want %d", tt.in, got, tt.want)
		}
	}
}

func FuzzIndent(f *testing.F) {
	for _, s := range []string{`{"a":[1,[2,{}],"x\\\"y"],"b":{}}`, `[[],[[]]]`, `"s"`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var compact bytes.Buffer
		if json.Compact(&compact, data) != nil {
			return
		}
		out := Indent(nil, compact.Bytes(), "")
		var again bytes.Buffer
		if err := json.Compact(&again, out); err != nil || !bytes.Equal(again.Bytes(), compact.Bytes()) {
			t.Fatalf("Indent changed the value (%v):\n%s\n%s", err, compact.Bytes(), out)
		}
	})
}
