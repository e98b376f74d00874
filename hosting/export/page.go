package export

import (
	"bytes"
	"cmp"
	_ "embed"
	"html/template"

	"github.com/griffengine/griff/hosting"
)

//go:embed page/index.html
var pageSource string

// pageTemplate is index.html's template: page/index.html.
var pageTemplate = template.Must(template.New(PageFile).Parse(pageSource))

// pageData is what index.html is made from.
type pageData struct {
	Title         string // the window's title, else the project's name
	Width, Height int    // the logical size in pixels (logicalSize)
	WasmSize      int64  // game.wasm's size in bytes, uncompressed
	PixelArt      bool   // scale with nearest-neighbour filtering
}

// Page returns the index.html of a web export of the game of project p,
// whose game.wasm is wasmSize bytes (uncompressed; the loading bar shows the
// bytes received of it). See the package documentation for what the page
// does.
func Page(p *hosting.Project, wasmSize int64) []byte {
	w, h := logicalSize(p)
	d := pageData{Title: cmp.Or(p.Window.Title, p.Name, "Griff game"), Width: w, Height: h, WasmSize: wasmSize, PixelArt: p.Window.PixelArt}
	var b bytes.Buffer
	if err := pageTemplate.Execute(&b, d); err != nil {
		panic("export: index.html's template: " + err.Error()) // a bug: the data always fits it
	}
	return b.Bytes()
}
