package match3

import (
	"embed"
	"io/fs"

	"github.com/griffengine/griff/runtime"
)

// Systems returns new systems of the module for one game: its one system,
// whose step is StepBoards. Give them to runtime.NewGame to use the module in
// a game built in code; a project naming "match3" in its modules gets them
// from the host.
func Systems() []runtime.System { return []runtime.System{&system{}} }

//go:generate go run ./internal/artgen -out template/assets

//go:embed all:template
var template embed.FS

// Template returns the module's project template: five levels and a level
// select (see the package documentation, # Template).
func Template() fs.FS {
	return runtime.TemplateFolder(template, "template")
}

func init() {
	runtime.RegisterModule(runtime.Module{
		Name:     "match3",
		Systems:  Systems,
		Controls: Controls,
		Template: Template(),
		Summary:  "match-3: swap gems by drag or keys, specials, cascades, goals; five levels and a level select",
	})
}
