module github.com/griffengine/griff/bench/compare

go 1.26.0

require (
	github.com/griffengine/griff v0.0.0
	github.com/hajimehoshi/ebiten/v2 v2.8.8
	github.com/jakecoffman/cp/v2 v2.1.0
)

require github.com/go-json-experiment/json v0.0.0-20260213210345-44df1a37e875 // indirect

require (
	github.com/coder/websocket v1.8.15 // indirect
	github.com/ebitengine/gomobile v0.0.0-20240911145611-4856209ac325 // indirect
	github.com/ebitengine/hideconsole v1.0.0 // indirect
	github.com/ebitengine/purego v0.9.0 // indirect
	github.com/go-gl/mathgl v1.2.0 // indirect
	github.com/jezek/xgb v1.1.1 // indirect
	github.com/jfreymuth/vorbis v1.0.2 // indirect
	github.com/mlange-42/ark v0.8.0
	golang.org/x/image v0.48.0 // indirect
	golang.org/x/sync v0.25.0 // indirect
	golang.org/x/sys v0.50.0 // indirect
	golang.org/x/text v0.44.0 // indirect
)

replace github.com/griffengine/griff => ../..
