package fighting

import (
	"embed"
	"io/fs"

	"github.com/griffengine/griff/runtime"
)

//go:generate go run ./internal/artgen -out template/assets

//go:embed all:template
var templateFiles embed.FS

// Template returns the module's project template: "Two Fighters", a
// one-on-one fight of a shoto and a charge grappler, versus the computer,
// a second player or in training mode (the folder `griff-player new
// fighting folder/` writes).
func Template() fs.FS {
	return runtime.TemplateFolder(templateFiles, "template")
}

func init() {
	runtime.RegisterModule(runtime.Module{
		Name:     "fighting",
		Systems:  Systems,
		Controls: Controls,
		Template: Template(),
		Summary:  "one-on-one fighting (Street Fighter, Guilty Gear): move lists with motion and charge inputs, frame data, hit and hurt boxes, combos with scaling, juggles, a super meter, best-of-3 rounds with a timer, training mode, built for rollback netcode",
	})
}
