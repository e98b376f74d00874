//go:build !js

package ebitenhost

import (
	"time"

	"github.com/griffengine/griff/hosting"
)

// page is the browser page a game plays in (see page_js.go). Outside a
// browser there is none: newPage returns nil and the nil page's methods do
// nothing.
type page struct{}

func newPage(*hosting.LoadedGame, Options) *page        { return nil }
func (*page) options(o hosting.Options) hosting.Options { return o }
func (*page) attach(*host)                              {}
func (*page) update(*host)                              {}
func (*page) drawn(*host)                               {}
func (*page) frameTime(*host) time.Duration             { return 0 }
