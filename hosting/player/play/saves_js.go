//go:build js

package play

import (
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/runtime/saves"
)

// platformSaves returns what makes the store of a game's save games when
// --saves names no folder: in a browser, which has no folders, the page's
// localStorage under the game's name (hosting.BrowserStore). Every browser
// build of a player (griff-player's, an export's) keeps saves there.
func platformSaves() func(*hosting.LoadedGame) (saves.Store, error) {
	return func(lg *hosting.LoadedGame) (saves.Store, error) {
		return hosting.NewBrowserStore(lg.Project.Name)
	}
}
