//go:build !js

package play

import (
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/runtime/saves"
)

// platformSaves returns nil outside a browser: save games go to a folder
// (see saveStore).
func platformSaves() func(*hosting.LoadedGame) (saves.Store, error) { return nil }
