package rhythm

import (
	"embed"
	"io/fs"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

//go:generate go run ./internal/artgen -out template

//go:embed all:template
var templateFiles embed.FS

// Template returns the module's project template: a title menu choosing
// Easy, Hard or recording a chart of the one song (see the package
// documentation).
func Template() fs.FS {
	return runtime.TemplateFolder(templateFiles, "template")
}

func init() {
	scenes.Register[Lanes](lanesName)
	scenes.Register[View]("Rhythm.View")
	runtime.RegisterModule(runtime.Module{
		Name:     "rhythm",
		Systems:  Systems,
		Controls: Controls,
		Template: Template(),
		Summary:  "rhythm games: charts of notes and holds on lanes, judged at the moment of each press, combo, score, grades, record mode",
	})
}
