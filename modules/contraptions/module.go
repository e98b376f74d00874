package contraptions

import (
	"embed"
	"io/fs"

	"github.com/griffengine/griff/runtime"
)

//go:embed all:template
var templateFiles embed.FS

// Template returns the module's project template: "Contraptions", four
// puzzles of growing difficulty (a ramp; a fan and a belt; gears turning a
// wheel; two switches opening a door through an AND gate), the folder
// `griff-player new contraptions folder/` writes.
func Template() fs.FS {
	return runtime.TemplateFolder(templateFiles, "template")
}

func init() {
	runtime.RegisterModule(runtime.Module{
		Name:     "contraptions",
		Systems:  Systems,
		Controls: Controls,
		Template: Template(),
		Summary:  "contraption puzzles (The Incredible Machine, Contraption Maker, logic gates): place ramps, fans, belts, gears, switches, wires and gates on a board, run the machine, reach the goal; four puzzles",
	})
}
