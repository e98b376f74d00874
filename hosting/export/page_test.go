package export_test

import (
	"strings"
	"testing"

	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/hosting/export"
)

// The page carries the logical size (960×540 when the project gives none),
// the wasm's size for the loading bar, the escaped title and the elements
// the program fills.
func TestPage(t *testing.T) {
	cases := []struct {
		project string
		want    []string
	}{
		{`{"name": "Tiny <Quest>", "startScene": "main", "window": {"width": 320, "height": 180, "pixelArt": true}}`,
			[]string{"width: 320,", "height: 180,", "wasmBytes: 123456,", "<title>Tiny &lt;Quest&gt;</title>", `class="griff-pixelart"`}},
		{`{"name": "Plain", "startScene": "main"}`,
			[]string{"width: 960,", "height: 540,", "<title>Plain</title>"}},
		{`{"name": "Half", "startScene": "main", "window": {"width": 320, "title": "Shown"}}`,
			[]string{"width: 960,", "height: 540,", "<title>Shown</title>"}},
	}
	for _, c := range cases {
		p, err := hosting.ParseProject("project.griff", []byte(c.project))
		if err != nil {
			t.Fatal(err)
		}
		page := strings.ReplaceAll(string(export.Page(p, 123456)), " ", "") // html/template pads numbers in scripts
		for _, w := range append(c.want, `<div id="griff-problems"`, `<div id="griff-message"`, `src="wasm_exec.js"`, "Click to play") {
			if !strings.Contains(page, strings.ReplaceAll(w, " ", "")) {
				t.Errorf("the page of %s lacks %q", c.project, w)
			}
		}
	}
}
