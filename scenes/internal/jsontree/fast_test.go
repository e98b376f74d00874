package jsontree

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"
)

// tokenParse is parse with the token decoder only (no fastParse).
func tokenParse(data []byte, packed bool) (*Node, error) {
	useFast = false
	defer func() { useFast = true }()
	return parse(data, packed, nil)
}

// checkFast fails t if fastParse takes data (packed or not) and the token
// decoder does not read the same tree from it.
func checkFast(t *testing.T, data []byte) {
	t.Helper()
	for _, packed := range []bool{false, true} {
		n, ok := fastParse(data, packed)
		if !ok {
			continue
		}
		want, err := tokenParse(data, packed)
		if err != nil {
			t.Fatalf("%q (packed %v): fastParse reads it, the token decoder fails: %v", data, packed, err)
		}
		if !reflect.DeepEqual(n, want) {
			t.Fatalf("%q (packed %v): fastParse read %#v, the token decoder %#v", data, packed, n, want)
		}
	}
}

var fastCases = []string{`{}`, `[]`, ` {"a": [1, -2.5e+3, "x", true, false, null, {"b": {}}], "c": "é"} `,
	`{"cells":[0,1,2,3,4,5,6,7,8], "v": [1, 2]}`, `[1,2,3,4,5,6,7,8,01]`, `[1,2,3,4,5,6,7,8,]`, "[ 0, -1 ,2,\n3,4,5,6,70 ]", `[1,2,3,4,5,6,7,8.5,9]`, `{"a":1,"a":2}`,
	`{"a":"\n"}`, "{\"a\":\"\xff\"}", `[1 2]`, `{"a" 1}`, `"x" y`, `[-]`, `[1.]`, `[1e]`, `[tru]`, `{"a":1,}`, ``, ` `}

// TestFastParseSame: fastParse reads the built-in game's files and the
// cases as the token decoder does, and takes the built-in game's scenes.
func TestFastParseSame(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("..", "..", "..", "assets", "builtin", "*", "*.json"))
	if err != nil || len(files) < 10 {
		t.Fatalf("%d files: %v", len(files), err)
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if _, ok := fastParse(data, true); !ok {
			t.Errorf("%s: fastParse does not take it", f)
		}
		checkFast(t, data)
	}
	for _, c := range fastCases {
		checkFast(t, []byte(c))
	}
}

// FuzzFastParse compares fastParse with the token decoder.
func FuzzFastParse(f *testing.F) {
	for _, c := range fastCases {
		f.Add([]byte(c))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		checkFast(t, data)
	})
}

func TestPlainPacked(t *testing.T) {
	for _, c := range []struct {
		data string
		want int
	}{
		{`[1,2,3,4,5,6,7,8]`, 17}, {"[ 0, -1 ,2,\n3,4,5,6,70 ] ,", 24}, {`[1,2,3,4,5,6,7]`, 0}, {`[1,2,3,4,5,6,7,08]`, 0},
		{`[1,2,3,4,5,6,7,8.5]`, 0}, {`[1,2,3,4,5,6,7,8,]`, 0}, {`[1,2,3,4,5,6,7,-]`, 0}, {`[1,2,3,4,5,6,7,8`, 0}, {`[`, 0},
	} {
		if got := plainPacked([]byte(c.data)); got != c.want {
			t.Errorf("plainPacked(%q) = %d, want %d", c.data, got, c.want)
		}
	}
}
