package templates_test

import (
	"fmt"
	"io/fs"

	"github.com/griffengine/griff/hosting/templates"
)

// ExampleLookup finds the hello template and lists its Go files, which a
// program that copies it must build with the game.
func ExampleLookup() {
	t, ok := templates.Lookup("hello")
	if !ok {
		return
	}
	goFiles, _ := fs.Glob(t.Files, "*.go")
	fmt.Println(t.Name, t.HasGo, goFiles)
	// Output: hello true [countdown.go countdown_arc.go walker.go]
}
