package gamebuild

import (
	"go/parser"
	"go/token"
	"strconv"
	"testing"
)

// TestWindowPlayerChecksTheDisplay: a window player gamebuild writes (game
// code or a desktop export) imports package precheck, so started by hand with
// no display it prints one line, as griff-window does, instead of Ebitengine's
// panic; a headless player does not link it.
func TestWindowPlayerChecksTheDisplay(t *testing.T) {
	const precheck = "github.com/griffengine/griff/hosting/player/display/precheck"
	for _, spec := range []mainSpec{
		{window: true},
		{window: true, pkgPath: "example.com/caves"},
		{window: true, embed: true, gameName: "caves"},
		{window: false, pkgPath: "example.com/caves"},
	} {
		f, err := parser.ParseFile(token.NewFileSet(), "main.go", spec.source(), parser.ImportsOnly)
		if err != nil {
			t.Fatalf("%+v: the main does not parse: %v", spec, err)
		}
		has := false
		for _, imp := range f.Imports {
			if p, _ := strconv.Unquote(imp.Path.Value); p == precheck {
				has = true
			}
		}
		if has != spec.window {
			t.Errorf("%+v: imports precheck = %v, want %v", spec, has, spec.window)
		}
	}
}
