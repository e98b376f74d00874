// Package assets holds Griff's built-in files, embedded in the binary: the
// built-in game that griff-player plays when given no folder. It imports nothing
// of Griff.
package assets

import (
	"embed"
	"io/fs"
)

//go:embed builtin
var builtin embed.FS

// BuiltinGame returns the built-in game's folder: project.griff, scenes/ and
// prefabs/, like any game folder. The files are read-only.
func BuiltinGame() fs.FS {
	sub, err := fs.Sub(builtin, "builtin")
	if err != nil {
		panic("assets: the built-in game is missing from the binary: " + err.Error())
	}
	return sub
}
