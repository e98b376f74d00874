package tiled_test

import (
	"io/fs"
	"os"
	"strings"
	"testing"

	"github.com/griffengine/griff/scenes/tiled"
)

// csvTextCases are <data> texts around the edges of what xmlSource.skipCSV
// takes: CSV over lines, the end tag spelt with a space, text followed by
// a comment or a <tile>, a carriage return, a reference, no text, a
// self-closing <data>, and a syntax error after a cut text.
var csvTextCases = []string{
	"<map width=\"2\" height=\"2\" tilewidth=\"8\" tileheight=\"8\"><layer id=\"1\" name=\"L\" width=\"2\" height=\"2\">\n<data encoding=\"csv\">\n1,2,\n3,4\n</data >\n</layer>\n<objectgroup id=\"2\"><object id=\"3\" x=\"1\" y=\"1\" width=\"-4\"/></objectgroup></map>",
	"<map width=\"2\" height=\"2\" tilewidth=\"8\" tileheight=\"8\"><layer id=\"1\" width=\"2\" height=\"2\"><data encoding=\"csv\">\n1,2,\n3,4\n   <!-- c --></data></layer><layer id=\"2\" width=\"2\" height=\"2\"><data>\n\n<tile gid=\"1\"/></data></layer></map>",
	"<map width=\"2\" height=\"2\" tilewidth=\"8\" tileheight=\"8\"><layer id=\"1\" width=\"2\" height=\"2\"><data encoding=\"csv\">\r\n1,2,\r\n3,4\r\n</data></layer><layer id=\"2\" width=\"2\" height=\"2\"><data encoding=\"csv\">1,&#50;,\n3,\n4</data></layer></map>",
	"<map width=\"2\" height=\"1\" tilewidth=\"8\" tileheight=\"8\"><layer id=\"1\" width=\"2\" height=\"1\"><data encoding=\"csv\"></data></layer><layer id=\"2\" width=\"2\" height=\"1\"><data encoding=\"csv\"/>\n1,\n2\n</layer></map>",
	"<map width=\"2\" height=\"2\" tilewidth=\"8\" tileheight=\"8\"><layer id=\"1\" width=\"2\" height=\"2\"><data encoding=\"csv\">\n1,2,\n3,x\n</data></layer>\n<layer id=\"2\" width=\"2\" height=\"2\"><data encoding=\"csv\">\n1,\n2,\n3,\n4\n</data></layer>\n<bad <</map>",
	"<map width=\"2\" height=\"2\" tilewidth=\"8\" tileheight=\"8\"><layer id=\"1\" width=\"2\" height=\"2\"><data encoding=\"csv\">\n1,2,\n3,4\n</data></layer><layer id=\"2\" width=\"2\" height=\"2\"><data encoding=\"csv\">\n9,9,\n9\n</data></layer>\n\n  <layer id=\"3\" width=\"1\"><data encoding=\"base64\">\n1234\n</data></layer></map>",
}

// checkCSVText fails t if reading data with <data> texts taken from the file
// differs from reading them by encoding/xml, or reading with runs of cells
// from reading each cell on its own (cellRuns): error, problems (with their
// lines and columns), scene file and spawns.
func checkCSVText(t *testing.T, fsys fs.FS, name string, data []byte) {
	t.Helper()
	cut := readAll(fsys, data)
	var decoded, single string
	tiled.WithDecodedCSVText(func() { decoded = readAll(fsys, data) })
	if cut != decoded {
		t.Errorf("%s: the read differs\ncut:\n%s\ndecoded:\n%s", name, cut, decoded)
	}
	tiled.WithoutCellRuns(func() { single = readAll(fsys, data) })
	if cut != single {
		t.Errorf("%s: the read differs\ncell runs:\n%s\nevery cell on its own:\n%s", name, cut, single)
	}
}

// TestCSVTextSame: a tile layer's CSV text taken from the file gives what
// encoding/xml's reading of it gave, over the test maps, the built-in
// game's maps and csvTextCases.
func TestCSVTextSame(t *testing.T) {
	fsys := game(t)
	for name, file := range outsideGame(t) {
		fsys[name] = file
	}
	files := walkFiles(t)
	for _, n := range []string{"level1.tmx", "level2.tmx"} {
		data, err := os.ReadFile("../../assets/builtin/levels/" + n)
		if err != nil {
			t.Fatal(err)
		}
		files[n] = data
	}
	for i, c := range csvTextCases {
		files["csvTextCases["+string(rune('0'+i))+"]"] = []byte(c)
	}
	cut := 0
	for name, data := range files {
		if strings.Contains(string(data), `encoding="csv">`+"\n") {
			cut++
		}
		checkCSVText(t, fsys, name, data)
	}
	if cut < 10 {
		t.Errorf("only %d files with CSV text over lines compared", cut)
	}
}

// FuzzCSVText compares the two readings over mutations of csvTextCases and
// FuzzTMX's seeds.
func FuzzCSVText(f *testing.F) {
	fsys := game(f)
	for name, file := range outsideGame(f) {
		fsys[name] = file
	}
	for _, s := range append(csvTextCases, tmxSeeds(f)...) {
		if len(s) < 4096 {
			f.Add([]byte(s))
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		checkCSVText(t, fsys, "fuzz", data)
	})
}
