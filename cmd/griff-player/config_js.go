//go:build js && !headless

package main

import (
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/hosting/player"
	"github.com/griffengine/griff/hosting/player/window"
	"github.com/griffengine/griff/runtime/saves"
)

// config plays the window in this program (a browser runs no child process)
// and keeps save games in the page's localStorage (hosting.BrowserStore),
// under the game's name.
func config() player.Config {
	return player.Config{Window: window.Play, Saves: browserSaves}
}

// browserSaves is the store of lg's save games in the browser.
func browserSaves(lg *hosting.LoadedGame) (saves.Store, error) {
	return hosting.NewBrowserStore(lg.Project.Name)
}
