module benchgate.local/noise

go 1.21
